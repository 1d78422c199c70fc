import type { Widen } from '../lang.ts';

/** Texts of the home page frame: hero, about, vision and mission banner, contact frame, navbar, footer. */
export const homeText = {
  metaDescription:
    'Penyedia jasa keamanan (satpam), kebersihan (cleaning service) dan pengelolaan parkir profesional di Jakarta. Personel terlatih, supervisor 24 jam, laporan transparan.',
  heroEyebrow: 'Jasa Fasilitas Terpadu di Jakarta',
  heroTitle: 'Aman, bersih dan tertib untuk setiap gedung Anda',
  heroLead:
    'Satpam bersertifikat, tim kebersihan profesional dan pengelolaan parkir modern, dalam satu mitra yang siaga 24 jam.',
  heroCtaServices: 'Lihat Layanan',
  heroCtaContact: 'Hubungi Kami',
  heroSlideLabel: (n: number, total: number) => `Gambar ${n} dari ${total}`,
  heroImageAlts: [
    'Petugas keamanan berjaga di lobi gedung perkantoran',
    'Tim kebersihan merawat area gedung',
    'Area parkir gedung yang tertata',
  ],
  aboutEyebrow: 'Tentang Kami',
  aboutTitle: 'Mitra fasilitas yang bisa Anda andalkan',
  /** Shown while the 'tentang-kami' page has no paragraph yet. */
  aboutFallback:
    'Kami adalah perusahaan penyedia jasa fasilitas terpadu di Jakarta dengan tiga layanan utama: keamanan, kebersihan dan pengelolaan parkir.',
  readMore: 'Read More',
  aboutStats: [
    { value: '15+', label: 'Tahun pengalaman' },
    { value: '2.500+', label: 'Personel terlatih' },
    { value: '24/7', label: 'Supervisi lapangan' },
  ],
  visionTitle: 'Visi & Misi',
  vision:
    'Menjadi mitra jasa fasilitas terpercaya di Indonesia yang menghadirkan rasa aman, bersih dan tertib.',
  missions: [
    'Menyediakan personel yang terlatih, jujur dan berdisiplin.',
    'Memberikan layanan yang terukur dengan laporan yang transparan.',
    'Terus meningkatkan kesejahteraan dan kompetensi karyawan.',
  ],
  visionLabel: 'Visi',
  missionLabel: 'Misi',
  contactUs: 'Kontak Kami',
  contactEyebrow: 'Kontak',
  contactTitle: 'Hubungi Kami',
  contactLead:
    'Ceritakan kebutuhan gedung Anda. Tim kami akan menghubungi Anda dalam satu hari kerja.',
  officeLabel: 'Kantor',
  phoneLabel: 'Telepon',
  emailLabel: 'Email',
  whatsApp: 'Chat WhatsApp',
  mapTitle: (name: string) => `Peta lokasi kantor ${name}`,
  mapShow: 'Tampilkan peta',
  mapOpen: 'Buka peta di tab baru',
  mapNotice: (host: string) => `Peta dimuat dari ${host} setelah Anda memintanya.`,
  contactNeedsJavaScript:
    'Mengirim formulir ini memerlukan JavaScript. Aktifkan JavaScript di peramban Anda, atau hubungi kami langsung lewat telepon, email atau WhatsApp.',
  navHome: 'Beranda',
  navAbout: 'Tentang',
  navServices: 'Layanan',
  navSecurity: 'Keamanan',
  navCleaning: 'Kebersihan',
  navParking: 'Parkir',
  navContact: 'Kontak',
  navCareer: 'Karir',
  navMain: 'Navigasi utama',
  openMenu: 'Buka menu',
  closeMenu: 'Tutup menu',
  skipToContent: 'Langsung ke konten',
  footerTagline: 'Jasa keamanan, kebersihan dan pengelolaan parkir profesional.',
  footerServices: 'Layanan',
  footerCompany: 'Perusahaan',
  footerContact: 'Kontak',
  footerRights: (year: number, name: string) => `© ${year} ${name}. Hak cipta dilindungi.`,
} as const;

/** The home page frame on the English pages (docs/decisions/043): every key of `homeText`. */
export const homeTextEn: Widen<typeof homeText> = {
  metaDescription:
    'Professional security guard, cleaning and parking management services in Jakarta. Trained personnel, 24-hour supervisors, transparent reports.',
  heroEyebrow: 'Integrated Facility Services in Jakarta',
  heroTitle: 'Safe, clean and orderly, for every building you run',
  heroLead:
    'Certified security guards, professional cleaning teams and modern parking management, from one partner on call 24 hours a day.',
  heroCtaServices: 'Our Services',
  heroCtaContact: 'Contact Us',
  heroSlideLabel: (n: number, total: number) => `Image ${n} of ${total}`,
  heroImageAlts: [
    'A security officer on duty in an office building lobby',
    'The cleaning team looking after a building',
    'A neatly organised building car park',
  ],
  aboutEyebrow: 'About Us',
  aboutTitle: 'A facility partner you can rely on',
  aboutFallback:
    'We are an integrated facility-services company in Jakarta with three core services: security, cleaning and parking management.',
  readMore: 'Read More',
  aboutStats: [
    { value: '15+', label: 'Years of experience' },
    { value: '2,500+', label: 'Trained personnel' },
    { value: '24/7', label: 'Field supervision' },
  ],
  visionTitle: 'Vision & Mission',
  vision:
    'To be the most trusted facility-services partner in Indonesia, bringing safety, cleanliness and order.',
  missions: [
    'Provide trained, honest and disciplined personnel.',
    'Deliver measurable service with transparent reporting.',
    'Keep improving the welfare and skills of our employees.',
  ],
  visionLabel: 'Vision',
  missionLabel: 'Mission',
  contactUs: 'Contact Us',
  contactEyebrow: 'Contact',
  contactTitle: 'Contact Us',
  contactLead:
    'Tell us what your building needs. Our team will get back to you within one working day.',
  officeLabel: 'Office',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  whatsApp: 'Chat on WhatsApp',
  mapTitle: (name: string) => `Map of the ${name} office`,
  mapShow: 'Show map',
  mapOpen: 'Open the map in a new tab',
  mapNotice: (host: string) => `The map is loaded from ${host} once you ask for it.`,
  contactNeedsJavaScript:
    'Sending this form needs JavaScript. Turn on JavaScript in your browser, or contact us directly by phone, email or WhatsApp.',
  navHome: 'Home',
  navAbout: 'About',
  navServices: 'Services',
  navSecurity: 'Security',
  navCleaning: 'Cleaning',
  navParking: 'Parking',
  navContact: 'Contact',
  navCareer: 'Careers',
  navMain: 'Main navigation',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  skipToContent: 'Skip to content',
  footerTagline: 'Professional security, cleaning and parking management services.',
  footerServices: 'Services',
  footerCompany: 'Company',
  footerContact: 'Contact',
  footerRights: (year: number, name: string) => `© ${year} ${name}. All rights reserved.`,
};

/**
 * The language switcher and the notice offering the other language (docs/decisions/043). Each
 * text is in the language it offers, so a reader of that language recognizes it.
 */
export const languageText = {
  switcherLabel: { id: 'Bahasa', en: 'Language' },
  /** The link to the other version, written in its own language. */
  otherLanguage: { id: 'English', en: 'Bahasa Indonesia' },
  otherLanguageShort: { id: 'EN', en: 'ID' },
  /** The notice on the Indonesian page for a browser that prefers English, and the reverse. */
  notice: {
    id: 'This page is also available in English.',
    en: 'Halaman ini juga tersedia dalam Bahasa Indonesia.',
  },
  noticeLink: { id: 'Read it in English', en: 'Baca dalam Bahasa Indonesia' },
  noticeDismiss: { id: 'Close', en: 'Tutup' },
  /** On an English page whose text is not translated yet. */
  untranslated: 'This page has not been translated into English yet; it is shown in Indonesian.',
  /** The career link on the English pages: the career area stays Indonesian. */
  careerInIndonesian: 'Careers (in Indonesian)',
} as const;
