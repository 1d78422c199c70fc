/** Demo content for a new site (SEED_DEMO=1): realistic Indonesian texts a company would write. */

export const DEFAULT_PAGE_TITLES: Record<string, string> = {
  'tentang-kami': 'Tentang Kami',
  'layanan-keamanan': 'Layanan Keamanan',
  'layanan-kebersihan': 'Layanan Kebersihan',
  'layanan-parkir': 'Layanan Pengelolaan Parkir',
  'kebijakan-privasi': 'Kebijakan Privasi',
};

export const DEMO_PAGES = [
  {
    slug: 'tentang-kami',
    content:
      '<p>Sigap adalah perusahaan penyedia jasa fasilitas terpadu yang berkantor pusat di Jakarta. Sejak 2009 kami melayani gedung perkantoran, pusat perbelanjaan, rumah sakit, kawasan industri dan perumahan dengan tiga layanan utama: keamanan, kebersihan dan pengelolaan parkir.</p>' +
      '<h2>Mengapa memilih kami</h2><ul><li>Lebih dari 2.500 personel terlatih dan bersertifikat.</li><li>Supervisor lapangan yang siaga 24 jam.</li><li>Laporan kerja harian yang transparan untuk setiap klien.</li><li>Izin operasional Badan Usaha Jasa Pengamanan (BUJP) dari Polri.</li></ul>' +
      '<p>Kami percaya lingkungan yang aman, bersih dan tertib adalah dasar dari bisnis yang berjalan lancar. Karena itu setiap personel kami dibekali pelatihan, seragam dan peralatan yang layak, serta dievaluasi secara berkala.</p>',
  },
  {
    slug: 'layanan-keamanan',
    content:
      '<p>Layanan keamanan kami menyediakan satpam bersertifikat Gada Pratama dan Gada Madya untuk menjaga aset, karyawan dan tamu Anda siang dan malam.</p><ul><li>Penjagaan pos dan patroli terjadwal dengan sistem checkpoint.</li><li>Pengawasan CCTV dan kontrol akses gedung.</li><li>Penanganan keadaan darurat dan evakuasi.</li><li>Laporan kejadian harian melalui supervisor.</li></ul>',
  },
  {
    slug: 'layanan-kebersihan',
    content:
      '<p>Tim kebersihan kami merawat gedung Anda setiap hari dengan peralatan dan bahan pembersih yang ramah lingkungan.</p><ul><li>Pembersihan harian area kantor, lobi dan toilet.</li><li>Pembersihan kaca gedung bertingkat oleh teknisi bersertifikat K3 (gondola).</li><li>Perawatan lantai: poles marmer, cuci karpet dan kristalisasi.</li><li>Pengendalian hama dan pengelolaan sampah.</li></ul>',
  },
  {
    slug: 'layanan-parkir',
    content:
      '<p>Kami mengelola area parkir secara tertib, aman dan transparan, dari gedung perkantoran hingga pusat perbelanjaan.</p><ul><li>Juru parkir terlatih yang memahami rambu dan marka parkir.</li><li>Sistem tiket dan pembayaran non-tunai.</li><li>Pengaturan arus kendaraan pada jam sibuk.</li><li>Laporan pendapatan parkir harian yang dapat diaudit.</li></ul>',
  },
];

export const DEMO_CARDS = [
  {
    service: 'keamanan',
    content:
      '<p>Satpam bersertifikat Gada Pratama yang menjaga gedung, kawasan dan aset Anda 24 jam sehari, lengkap dengan patroli terjadwal dan laporan harian.</p>',
  },
  {
    service: 'kebersihan',
    content:
      '<p>Petugas kebersihan terlatih untuk perkantoran, rumah sakit dan pusat perbelanjaan, termasuk pembersihan kaca gedung tinggi oleh teknisi bersertifikat K3.</p>',
  },
  {
    service: 'parkir',
    content:
      '<p>Pengelolaan parkir yang tertib dan transparan: juru parkir terlatih, tiket dan pembayaran non-tunai, serta laporan pendapatan harian.</p>',
  },
];

export const DEMO_TESTIMONIES = [
  {
    name: 'Budi Santoso',
    organization: 'Building Manager, Menara Sudirman',
    message:
      'Sejak bekerja sama dengan Sigap, keamanan gedung kami jauh lebih tertib. Satpamnya sopan dan sigap menangani tamu.',
  },
  {
    name: 'Rina Wulandari',
    organization: 'Rumah Sakit Medika Utama',
    message:
      'Petugas kebersihannya teliti dan memahami standar kebersihan rumah sakit. Laporan hariannya sangat membantu kami.',
  },
  {
    name: 'Hendra Gunawan',
    organization: 'Mal Kelapa Gading Square',
    message:
      'Antrean parkir di akhir pekan kini jauh lebih lancar. Pendapatan parkir juga tercatat dengan rapi.',
  },
  {
    name: 'Siti Rahmawati',
    organization: null,
    message:
      'Pelayanannya cepat dan responsif. Setiap keluhan ditindaklanjuti supervisor pada hari yang sama.',
  },
  {
    name: 'Agus Prasetyo',
    organization: 'Kawasan Industri Cikarang',
    message:
      'Patroli malam terjadwal dan laporan kejadiannya jelas. Kami merasa aset pabrik terjaga dengan baik.',
  },
  {
    name: 'Dewi Lestari',
    organization: 'Apartemen Taman Anggrek',
    message:
      'Penghuni senang dengan lobi dan area umum yang selalu bersih. Timnya ramah dan profesional.',
  },
];

export const DEMO_TENANTS = [
  'Menara Sudirman',
  'Rumah Sakit Medika Utama',
  'Mal Kelapa Gading Square',
  'Kawasan Industri Cikarang',
  'Apartemen Taman Anggrek',
  'Universitas Nusantara Jaya',
  'Bank Perkreditan Sejahtera',
];

export const DEMO_FAQS = [
  {
    question: 'Layanan apa saja yang disediakan Sigap?',
    answer:
      'Kami menyediakan tiga layanan utama: keamanan (satpam), kebersihan (cleaning service) dan pengelolaan parkir, yang dapat dipesan terpisah maupun sebagai paket terpadu.',
  },
  {
    question: 'Apakah personel Sigap bersertifikat?',
    answer:
      'Ya. Satpam kami memiliki sertifikat Gada Pratama atau Gada Madya, dan teknisi kebersihan gedung tinggi memiliki sertifikat K3.',
  },
  {
    question: 'Berapa lama proses penempatan personel?',
    answer:
      'Untuk kebutuhan standar, personel dapat ditempatkan dalam 7 sampai 14 hari kerja setelah kontrak ditandatangani.',
  },
  {
    question: 'Bagaimana cara melamar kerja di Sigap?',
    answer:
      'Daftar akun di halaman Karir, lengkapi formulir lamaran beserta CV dan foto, lalu pantau status dan jadwal interview Anda di halaman Status.',
  },
  {
    question: 'Apakah ada biaya untuk melamar kerja?',
    answer:
      'Tidak. Seluruh proses rekrutmen Sigap tidak dipungut biaya apa pun. Waspadai penipuan yang mengatasnamakan perusahaan kami.',
  },
];

export const DEMO_SETTINGS = {
  company: {
    name: 'PT Sigap Prima Nusantara',
    shortName: 'Sigap',
    address: 'Jl. Jend. Sudirman Kav. 52-53, Senayan, Kebayoran Baru, Jakarta Selatan 12190',
    phones: ['(021) 5150 8899', '0812 8000 1234', '0813 9000 5678'],
    email: 'info@sigap.co.id',
    mapEmbedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=106.8035%2C-6.2320%2C106.8235%2C-6.2180&layer=mapnik&marker=-6.2250%2C106.8135',
  },
};
