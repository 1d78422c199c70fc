/**
 * Demo content for a new site (SEED_DEMO=1): realistic Indonesian texts a company would write,
 * each with its English twin (`_en`, docs/decisions/043), so a new site shows both languages.
 */

export const DEFAULT_PAGE_TITLES: Record<string, string> = {
  'tentang-kami': 'Tentang Kami',
  'layanan-keamanan': 'Layanan Keamanan',
  'layanan-kebersihan': 'Layanan Kebersihan',
  'layanan-parkir': 'Layanan Pengelolaan Parkir',
  'kebijakan-privasi': 'Kebijakan Privasi',
};

/** The English titles of the pages, seeded with the demo content. */
export const DEMO_PAGE_TITLES_EN: Record<string, string> = {
  'tentang-kami': 'About Us',
  'layanan-keamanan': 'Security Services',
  'layanan-kebersihan': 'Cleaning Services',
  'layanan-parkir': 'Parking Management',
  'kebijakan-privasi': 'Privacy Policy',
};

export const DEMO_PAGES = [
  {
    slug: 'tentang-kami',
    content:
      '<p>Sigap adalah perusahaan penyedia jasa fasilitas terpadu yang berkantor pusat di Jakarta. Sejak 2009 kami melayani gedung perkantoran, pusat perbelanjaan, rumah sakit, kawasan industri dan perumahan dengan tiga layanan utama: keamanan, kebersihan dan pengelolaan parkir.</p>' +
      '<h2>Mengapa memilih kami</h2><ul><li>Lebih dari 2.500 personel terlatih dan bersertifikat.</li><li>Supervisor lapangan yang siaga 24 jam.</li><li>Laporan kerja harian yang transparan untuk setiap klien.</li><li>Izin operasional Badan Usaha Jasa Pengamanan (BUJP) dari Polri.</li></ul>' +
      '<p>Kami percaya lingkungan yang aman, bersih dan tertib adalah dasar dari bisnis yang berjalan lancar. Karena itu setiap personel kami dibekali pelatihan, seragam dan peralatan yang layak, serta dievaluasi secara berkala.</p>',
    content_en:
      '<p>Sigap is an integrated facility-services company headquartered in Jakarta. Since 2009 we have served office towers, shopping centres, hospitals, industrial estates and residential areas with three core services: security, cleaning and parking management.</p>' +
      '<h2>Why choose us</h2><ul><li>More than 2,500 trained and certified personnel.</li><li>Field supervisors on call 24 hours a day.</li><li>Transparent daily work reports for every client.</li><li>A security services licence (BUJP) issued by the Indonesian National Police.</li></ul>' +
      '<p>We believe a safe, clean and orderly environment is the foundation of a business that runs smoothly. That is why every member of our staff is given proper training, uniforms and equipment, and is evaluated regularly.</p>',
  },
  {
    slug: 'layanan-keamanan',
    content:
      '<p>Layanan keamanan kami menyediakan satpam bersertifikat Gada Pratama dan Gada Madya untuk menjaga aset, karyawan dan tamu Anda siang dan malam.</p><ul><li>Penjagaan pos dan patroli terjadwal dengan sistem checkpoint.</li><li>Pengawasan CCTV dan kontrol akses gedung.</li><li>Penanganan keadaan darurat dan evakuasi.</li><li>Laporan kejadian harian melalui supervisor.</li></ul>',
    content_en:
      '<p>Our security service provides guards certified at Gada Pratama and Gada Madya level to protect your assets, employees and visitors day and night.</p><ul><li>Guard posts and scheduled patrols with a checkpoint system.</li><li>CCTV monitoring and building access control.</li><li>Emergency response and evacuation.</li><li>Daily incident reports through your supervisor.</li></ul>',
  },
  {
    slug: 'layanan-kebersihan',
    content:
      '<p>Tim kebersihan kami merawat gedung Anda setiap hari dengan peralatan dan bahan pembersih yang ramah lingkungan.</p><ul><li>Pembersihan harian area kantor, lobi dan toilet.</li><li>Pembersihan kaca gedung bertingkat oleh teknisi bersertifikat K3 (gondola).</li><li>Perawatan lantai: poles marmer, cuci karpet dan kristalisasi.</li><li>Pengendalian hama dan pengelolaan sampah.</li></ul>',
    content_en:
      '<p>Our cleaning team looks after your building every day with environmentally friendly equipment and cleaning products.</p><ul><li>Daily cleaning of offices, lobbies and washrooms.</li><li>High-rise window cleaning by K3-certified technicians (gondola).</li><li>Floor care: marble polishing, carpet washing and crystallisation.</li><li>Pest control and waste management.</li></ul>',
  },
  {
    slug: 'layanan-parkir',
    content:
      '<p>Kami mengelola area parkir secara tertib, aman dan transparan, dari gedung perkantoran hingga pusat perbelanjaan.</p><ul><li>Juru parkir terlatih yang memahami rambu dan marka parkir.</li><li>Sistem tiket dan pembayaran non-tunai.</li><li>Pengaturan arus kendaraan pada jam sibuk.</li><li>Laporan pendapatan parkir harian yang dapat diaudit.</li></ul>',
    content_en:
      '<p>We run parking areas in an orderly, safe and transparent way, from office towers to shopping centres.</p><ul><li>Trained parking attendants who know the signs and markings.</li><li>Ticketing and cashless payment.</li><li>Traffic flow management at peak hours.</li><li>Auditable daily parking revenue reports.</li></ul>',
  },
];

export const DEMO_CARDS = [
  {
    service: 'keamanan',
    content:
      '<p>Satpam bersertifikat Gada Pratama yang menjaga gedung, kawasan dan aset Anda 24 jam sehari, lengkap dengan patroli terjadwal dan laporan harian.</p>',
    content_en:
      '<p>Gada Pratama-certified guards who protect your building, estate and assets 24 hours a day, with scheduled patrols and daily reports.</p>',
  },
  {
    service: 'kebersihan',
    content:
      '<p>Petugas kebersihan terlatih untuk perkantoran, rumah sakit dan pusat perbelanjaan, termasuk pembersihan kaca gedung tinggi oleh teknisi bersertifikat K3.</p>',
    content_en:
      '<p>Trained cleaning staff for offices, hospitals and shopping centres, including high-rise window cleaning by K3-certified technicians.</p>',
  },
  {
    service: 'parkir',
    content:
      '<p>Pengelolaan parkir yang tertib dan transparan: juru parkir terlatih, tiket dan pembayaran non-tunai, serta laporan pendapatan harian.</p>',
    content_en:
      '<p>Orderly and transparent parking management: trained attendants, ticketing and cashless payment, and daily revenue reports.</p>',
  },
];

export const DEMO_TESTIMONIES = [
  {
    name: 'Budi Santoso',
    organization: 'Building Manager, Menara Sudirman',
    message:
      'Sejak bekerja sama dengan Sigap, keamanan gedung kami jauh lebih tertib. Satpamnya sopan dan sigap menangani tamu.',
    organization_en: 'Building Manager, Menara Sudirman',
    message_en:
      'Since we started working with Sigap, security in our building has become far more orderly. The guards are polite and quick to help visitors.',
  },
  {
    name: 'Rina Wulandari',
    organization: 'Rumah Sakit Medika Utama',
    message:
      'Petugas kebersihannya teliti dan memahami standar kebersihan rumah sakit. Laporan hariannya sangat membantu kami.',
    organization_en: 'Medika Utama Hospital',
    message_en:
      'The cleaning staff are thorough and understand hospital hygiene standards. Their daily reports help us a great deal.',
  },
  {
    name: 'Hendra Gunawan',
    organization: 'Mal Kelapa Gading Square',
    message:
      'Antrean parkir di akhir pekan kini jauh lebih lancar. Pendapatan parkir juga tercatat dengan rapi.',
    organization_en: 'Kelapa Gading Square Mall',
    message_en:
      'Weekend parking queues now move much more smoothly, and parking revenue is recorded neatly.',
  },
  {
    name: 'Siti Rahmawati',
    organization: null,
    message:
      'Pelayanannya cepat dan responsif. Setiap keluhan ditindaklanjuti supervisor pada hari yang sama.',
    organization_en: null,
    message_en:
      'Fast and responsive service. Every complaint is followed up by a supervisor on the same day.',
  },
  {
    name: 'Agus Prasetyo',
    organization: 'Kawasan Industri Cikarang',
    message:
      'Patroli malam terjadwal dan laporan kejadiannya jelas. Kami merasa aset pabrik terjaga dengan baik.',
    organization_en: 'Cikarang Industrial Estate',
    message_en:
      'Night patrols run on schedule and the incident reports are clear. We feel the factory assets are well protected.',
  },
  {
    name: 'Dewi Lestari',
    organization: 'Apartemen Taman Anggrek',
    message:
      'Penghuni senang dengan lobi dan area umum yang selalu bersih. Timnya ramah dan profesional.',
    organization_en: 'Taman Anggrek Apartments',
    message_en:
      'Residents are happy with a lobby and common areas that are always clean. The team is friendly and professional.',
  },
];

/** Each client's caption in Indonesian and English (a proper name stays as it is). */
export const DEMO_TENANTS = [
  { nama: 'Menara Sudirman', nama_en: 'Menara Sudirman' },
  { nama: 'Rumah Sakit Medika Utama', nama_en: 'Medika Utama Hospital' },
  { nama: 'Mal Kelapa Gading Square', nama_en: 'Kelapa Gading Square Mall' },
  { nama: 'Kawasan Industri Cikarang', nama_en: 'Cikarang Industrial Estate' },
  { nama: 'Apartemen Taman Anggrek', nama_en: 'Taman Anggrek Apartments' },
  { nama: 'Universitas Nusantara Jaya', nama_en: 'Nusantara Jaya University' },
  { nama: 'Bank Perkreditan Sejahtera', nama_en: 'Bank Perkreditan Sejahtera' },
];

export const DEMO_FAQS = [
  {
    question: 'Layanan apa saja yang disediakan Sigap?',
    answer:
      'Kami menyediakan tiga layanan utama: keamanan (satpam), kebersihan (cleaning service) dan pengelolaan parkir, yang dapat dipesan terpisah maupun sebagai paket terpadu.',
    question_en: 'What services does Sigap provide?',
    answer_en:
      'We provide three core services: security (guards), cleaning and parking management, which can be contracted separately or as an integrated package.',
  },
  {
    question: 'Apakah personel Sigap bersertifikat?',
    answer:
      'Ya. Satpam kami memiliki sertifikat Gada Pratama atau Gada Madya, dan teknisi kebersihan gedung tinggi memiliki sertifikat K3.',
    question_en: 'Are Sigap personnel certified?',
    answer_en:
      'Yes. Our guards hold the Gada Pratama or Gada Madya certificate, and our high-rise cleaning technicians hold a K3 safety certificate.',
  },
  {
    question: 'Berapa lama proses penempatan personel?',
    answer:
      'Untuk kebutuhan standar, personel dapat ditempatkan dalam 7 sampai 14 hari kerja setelah kontrak ditandatangani.',
    question_en: 'How long does it take to deploy personnel?',
    answer_en:
      'For standard needs, personnel can be on site within 7 to 14 working days after the contract is signed.',
  },
  {
    question: 'Bagaimana cara melamar kerja di Sigap?',
    answer:
      'Daftar akun di halaman Karir, lengkapi formulir lamaran beserta CV dan foto, lalu pantau status dan jadwal interview Anda di halaman Status.',
    question_en: 'How do I apply for a job at Sigap?',
    answer_en:
      'Create an account on the Career page (in Indonesian), fill in the application form with your CV and photo, then follow your status and interview date on the Status page.',
  },
  {
    question: 'Apakah ada biaya untuk melamar kerja?',
    answer:
      'Tidak. Seluruh proses rekrutmen Sigap tidak dipungut biaya apa pun. Waspadai penipuan yang mengatasnamakan perusahaan kami.',
    question_en: 'Is there a fee to apply for a job?',
    answer_en:
      'No. Sigap never charges anything in its recruitment process. Beware of scams that use our company name.',
  },
];

export const DEMO_SETTINGS = {
  company: {
    name: 'PT Sigap Prima Nusantara',
    shortName: 'Sigap',
    address: 'Jl. Jend. Sudirman Kav. 52-53, Senayan, Kebayoran Baru, Jakarta Selatan 12190',
    address_en: 'Jl. Jend. Sudirman Kav. 52-53, Senayan, Kebayoran Baru, South Jakarta 12190',
    phones: ['(021) 5150 8899', '0812 8000 1234', '0813 9000 5678'],
    email: 'info@sigap.co.id',
    mapEmbedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=106.8035%2C-6.2320%2C106.8235%2C-6.2180&layer=mapnik&marker=-6.2250%2C106.8135',
  },
};
