import { type Lang, localPath } from '#common/lang';
import { homeText, homeTextEn } from '#common/texts/home';

/** The three service pages in `lang`, as the public navbar and footer link them (docs/product.md §2). */
export function serviceLinks(lang: Lang) {
  const text = lang === 'en' ? homeTextEn : homeText;
  return [
    { to: localPath(lang, '/layanan/keamanan'), label: text.navSecurity },
    { to: localPath(lang, '/layanan/kebersihan'), label: text.navCleaning },
    { to: localPath(lang, '/layanan/parkir'), label: text.navParking },
  ];
}
