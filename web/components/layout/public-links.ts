import { homeText } from '#common/texts/home';

/** The three service pages, as the public navbar and footer link them (SPEC §2). */
export const SERVICE_LINKS = [
  { to: '/layanan/keamanan', label: homeText.navSecurity },
  { to: '/layanan/kebersihan', label: homeText.navCleaning },
  { to: '/layanan/parkir', label: homeText.navParking },
] as const;
