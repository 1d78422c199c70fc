import { formatLongDate } from '../dates.ts';

/** Words of proposals: the staff screens, the API's errors, the PDF, the client's page and mails. */
export const proposalsText = {
  serviceNames: {
    keamanan: 'pengamanan (security)',
    kebersihan: 'kebersihan (cleaning service)',
    parkir: 'pengelolaan parkir',
  } as Record<string, string>,
  // The PDF
  pdfTitle: (layanan: string) => `PENAWARAN HARGA JASA ${layanan.toUpperCase()}`,
  pdfNumber: (kode: string, versi: number) => `Nomor: ${kode}/V${versi}`,
  pdfDate: (day: string) => `Tanggal: ${formatLongDate(day)}`,
  pdfTo: 'Kepada Yth.',
  pdfAttention: (nama: string, jabatan: string | null) =>
    `u.p. ${nama}${jabatan ? `, ${jabatan}` : ''}`,
  pdfSite: (alamat: string, kota: string) => `Lokasi: ${alamat}, ${kota}`,
  pdfIntro: (layanan: string, kota: string) =>
    `Dengan hormat, bersama ini kami sampaikan penawaran harga jasa ${layanan} untuk lokasi Bapak/Ibu di ${kota}. ` +
    'Harga disusun dari upah minimum kota (UMK), lembur sesuai Kepmenaker 102/2004, iuran BPJS, THR dan perlengkapan, per bulan.',
  pdfPost: (n: number, nama: string) => `Pos ${n}: ${nama}`,
  pdfPostInfo: (
    personel: number,
    jamPerOrang: number,
    jam: number,
    hari: number,
    perShift: number,
  ) =>
    `${personel} personel, ${String(jamPerOrang).replace('.', ',')} jam per minggu per orang ` +
    `(${jam} jam × ${hari} hari × ${perShift} personel per shift)`,
  pdfComponent: 'Komponen',
  pdfPerPerson: 'Per orang per bulan',
  pdfPostTotal: (personel: number) => `Jumlah (${personel} personel)`,
  pdfRows: {
    upah: 'Upah pokok',
    lembur: 'Lembur',
    bpjs_tk: 'BPJS Ketenagakerjaan',
    bpjs_kes: 'BPJS Kesehatan',
    thr: 'THR (1/12)',
    perlengkapan: 'Seragam dan perlengkapan',
    jumlah: 'Jumlah',
  },
  pdfSummary: 'Rekapitulasi per bulan',
  pdfSummaryPost: 'Pos',
  pdfSummaryPeople: 'Personel',
  pdfSummaryAmount: 'Jumlah',
  pdfStaffCost: 'Biaya personel',
  pdfFee: (persen: number) => `Management fee (${String(persen).replace('.', ',')}%)`,
  pdfDpp: 'Dasar pengenaan pajak (DPP)',
  pdfPpn: (persen: number) => `PPN (${String(persen).replace('.', ',')}%)`,
  pdfTotal: 'Total per bulan',
  pdfInWords: (words: string) => `Terbilang: ${words}`,
  pdfValidity: (day: string, days: number) =>
    `Penawaran ini berlaku sampai ${formatLongDate(day)} (${days} hari).`,
  pdfTermsTitle: 'Syarat dan ketentuan',
  pdfTerms: (kota: string, tahun: number, umk: string) => [
    `Upah pokok tidak kurang dari UMK ${kota} ${tahun} (${umk}); bila UMK berubah, harga disesuaikan.`,
    'Harga adalah biaya per bulan untuk jadwal di atas; lembur di luar jadwal ditagih terpisah.',
    'Tagihan dikirim setiap awal bulan dan dibayar paling lambat 14 hari setelah diterima.',
    'Kontrak berjalan paling singkat 12 bulan dan diperpanjang atas kesepakatan kedua pihak.',
    'Personel terdaftar dalam BPJS Ketenagakerjaan dan BPJS Kesehatan serta menerima THR.',
  ],
  pdfClosing: 'Hormat kami,',
  pdfPage: (page: number, pages: number) => `Halaman ${page} dari ${pages}`,
};

/** The API's and the screens' words for proposals. */
export const proposalsApiText = {
  wageInvalid: 'Upah harus berupa angka bulat rupiah',
  wageBelowUmk: (umk: string) => `Upah tidak boleh di bawah UMK (${umk})`,
  feeInvalid: 'Fee harus antara 0 dan 100 persen, paling banyak dua desimal',
  validityInvalid: (max: number) => `Masa berlaku harus antara 1 dan ${max} hari`,
  notesTooLong: 'Catatan maksimal 2000 karakter',
  requestNotFound: 'Permintaan penawaran tidak ditemukan',
  versionNotFound: 'Versi penawaran tidak ditemukan',
  cityGone: 'Kota permintaan ini tidak ada lagi di tarif',
  tariffMissing: 'Tarif belum tersedia',
  approvalRequired: 'Versi ini perlu disetujui bos atau superadmin sebelum dikirim',
  approvalNotNeeded: 'Versi ini tidak memerlukan persetujuan',
  alreadyApproved: 'Versi ini sudah disetujui',
  versionExpired: 'Masa berlaku versi ini sudah lewat; buat versi baru',
  versionAnswered: 'Versi ini sudah dijawab klien',
  versionReplaced: 'Versi yang lebih baru sudah dikirim; kirim versi terbaru',
  linkNotFound: 'Tautan penawaran tidak ditemukan',
  linkExpired: 'Masa berlaku penawaran ini sudah lewat. Hubungi kami untuk penawaran baru.',
  linkReplaced: (versi: number) =>
    `Penawaran ini sudah diganti dengan versi ${versi}. Buka tautan versi terbaru.`,
  alreadyAnswered: 'Penawaran ini sudah dijawab',
  signerNameRequired: 'Nama wajib diisi',
  signerNameTooLong: 'Nama maksimal 100 karakter',
  signerPositionRequired: 'Jabatan wajib diisi',
  signerPositionTooLong: 'Jabatan maksimal 100 karakter',
  termsNotConfirmed: 'Centang bahwa Anda telah membaca syarat dan ketentuan',
  declineReasonRequired: 'Alasan wajib diisi',
  declineReasonTooLong: 'Alasan maksimal 1000 karakter',
};

/** The mails of proposals. */
export const proposalsMailText = {
  sentSubject: (kode: string, versi: number, company: string) =>
    `Penawaran ${kode} versi ${versi} dari ${company}`,
  sentText: (o: { nama: string; company: string; url: string; total: string; until: string }) =>
    [
      `Yth. ${o.nama},`,
      '',
      `Terima kasih atas kesempatan yang diberikan kepada ${o.company}. Penawaran kami dapat dibaca,`,
      'diunduh sebagai PDF, dan diterima atau ditolak secara online melalui tautan berikut:',
      '',
      o.url,
      '',
      `Total per bulan: ${o.total} (termasuk PPN). Penawaran berlaku sampai ${o.until}.`,
      '',
      'Hormat kami,',
      o.company,
    ].join('\n'),
  acceptedSubject: (kode: string, versi: number) =>
    `Penawaran ${kode} versi ${versi} telah diterima`,
  acceptedText: (o: {
    perusahaan: string;
    nama: string;
    jabatan: string;
    at: string;
    total: string;
    sha256: string;
  }) =>
    [
      `Penawaran untuk ${o.perusahaan} telah diterima secara online oleh ${o.nama} (${o.jabatan}) pada ${o.at}.`,
      `Total per bulan: ${o.total} (termasuk PPN).`,
      '',
      'PDF penawaran yang diterima terlampir. Sidik jari SHA-256 berkas tersebut:',
      o.sha256,
      '',
      'Tim kami akan segera menghubungi Anda untuk langkah berikutnya.',
    ].join('\n'),
  declinedSubject: (kode: string, versi: number) => `Penawaran ${kode} versi ${versi} ditolak`,
  declinedText: (o: { perusahaan: string; alasan: string; url: string }) =>
    [`${o.perusahaan} menolak penawaran.`, `Alasan: ${o.alasan}`, '', o.url].join('\n'),
  whatsApp: (o: { nama: string; kode: string; url: string }) =>
    `Yth. Bapak/Ibu ${o.nama}, berikut penawaran kami (${o.kode}). ` +
    `Silakan dibaca dan jika berkenan diterima secara online melalui tautan ini: ${o.url}`,
};

/** The client's page /penawaran/{token}. */
export const proposalPageText = {
  pageTitle: (kode: string, versi: number) => `Penawaran ${kode} versi ${versi}`,
  heading: (layanan: string) => `Penawaran Harga Jasa ${layanan}`,
  forClient: (perusahaan: string) => `Untuk ${perusahaan}`,
  madeOn: (day: string) => `Dibuat ${formatLongDate(day)}`,
  validUntil: (day: string) => `Berlaku sampai ${formatLongDate(day)}`,
  downloadPdf: 'Unduh PDF',
  postHeading: (n: number, nama: string) => `Pos ${n}: ${nama}`,
  postInfo: (personel: number, jam: number, hari: number, perShift: number) =>
    `${personel} personel · ${jam} jam × ${hari} hari × ${perShift} per shift`,
  perPerson: 'Per orang per bulan',
  postTotal: (personel: number) => `Jumlah ${personel} personel`,
  summaryHeading: 'Rekapitulasi per bulan',
  totalMonthly: 'Total per bulan',
  termsHeading: 'Syarat dan ketentuan',
  acceptHeading: 'Terima Penawaran',
  acceptIntro: 'Isi nama dan jabatan Anda untuk menerima penawaran ini secara online.',
  nameLabel: 'Nama lengkap',
  positionLabel: 'Jabatan',
  termsCheckbox: 'Saya telah membaca penawaran beserta syarat dan ketentuannya dan menyetujuinya',
  acceptButton: 'Terima Penawaran',
  declineHeading: 'Tolak',
  declineIntro: 'Beri tahu kami alasannya agar kami dapat memperbaiki penawaran.',
  reasonLabel: 'Alasan',
  declineButton: 'Tolak Penawaran',
  accepted: (nama: string, jabatan: string, at: string) =>
    `Penawaran ini telah diterima oleh ${nama} (${jabatan}) pada ${at}. Terima kasih; konfirmasi beserta PDF telah dikirim ke e-mail Anda.`,
  declined: (at: string) =>
    `Penawaran ini telah ditolak pada ${at}. Terima kasih atas jawaban Anda.`,
  expiredHeading: 'Masa berlaku penawaran sudah lewat',
  replacedHeading: 'Penawaran ini sudah diganti',
  openNewest: (versi: number) => `Buka penawaran versi ${versi}`,
  contactUs: 'Hubungi kami:',
  notFoundHeading: 'Tautan penawaran tidak ditemukan',
  notFoundText: 'Periksa kembali tautan di e-mail Anda, atau hubungi kami.',
  errorSummary: 'Periksa isian berikut:',
};

/** The staff screens of proposals. */
export const proposalsScreenText = {
  sectionTitle: 'Versi Penawaran',
  sectionIntro:
    'Setiap simpanan menjadi versi baru dengan pos dan totalnya sendiri; versi lama tidak berubah.',
  postsTitle: 'Pos dalam versi ini',
  postsIntro: 'Ubah, tambah atau hapus pos; total dihitung ulang dengan tarif saat ini.',
  postLegend: (n: number) => `Pos ${n}`,
  fromRequest: 'Mulai dari pos permintaan',
  fromVersion: (versi: number) => `Mulai dari pos Versi ${versi}`,
  liveTotalTitle: 'Perkiraan versi baru',
  livePost: (nama: string, personel: number) => `${nama}: ${personel} personel`,
  liveTotal: 'Total per bulan (termasuk PPN)',
  liveIncomplete: 'Lengkapi pos, upah dan fee untuk melihat totalnya.',
  needsApproval: 'Fee ini di bawah batas tarif: versi perlu persetujuan bos atau superadmin.',
  wageLabel: 'Upah per orang (Rp)',
  wageHint: (umk: string) => `Kosongkan untuk UMK (${umk}); tidak boleh di bawahnya.`,
  feeLabel: 'Fee (%)',
  feeHint: (fee: number, min: number) =>
    `Kosongkan untuk fee tarif (${fee}%). Di bawah ${min}% perlu persetujuan bos atau superadmin.`,
  validityLabel: 'Masa berlaku (hari)',
  notesLabel: 'Catatan internal (tidak terlihat klien)',
  makeVersion: 'Simpan Versi Baru',
  made: (versi: number) => `Versi ${versi} disimpan`,
  none: 'Belum ada versi penawaran.',
  version: (versi: number) => `Versi ${versi}`,
  madeBy: (nama: string, at: string) => `Dibuat oleh ${nama}, ${at}`,
  approvedBy: (nama: string, at: string) => `Disetujui oleh ${nama}, ${at}`,
  sentBy: (nama: string, at: string) => `Dikirim oleh ${nama}, ${at}`,
  opened: (first: string, last: string) => `Dibuka pertama ${first}; terakhir ${last}`,
  notOpened: 'Belum dibuka klien',
  acceptedBy: (nama: string, jabatan: string, at: string) =>
    `Diterima oleh ${nama} (${jabatan}), ${at}`,
  declinedWith: (alasan: string, at: string) => `Ditolak, ${at}: ${alasan}`,
  fingerprint: 'SHA-256 PDF yang diterima',
  statuses: {
    menunggu_persetujuan: 'Menunggu persetujuan',
    siap_dikirim: 'Siap dikirim',
    terkirim: 'Terkirim',
    diganti: 'Diganti versi baru',
    kedaluwarsa: 'Kedaluwarsa',
    diterima: 'Diterima',
    ditolak: 'Ditolak',
  } as Record<string, string>,
  feeWage: (fee: number, upah: string) => `Fee ${fee}% · upah ${upah}`,
  validUntil: (day: string) => `Berlaku sampai ${formatLongDate(day)}`,
  pdf: 'PDF',
  approve: 'Setujui',
  approved: 'Versi disetujui',
  send: 'Kirim ke Klien',
  resend: 'Kirim Ulang',
  sendConfirm: (email: string) => `Tautan penawaran akan dikirim ke ${email}.`,
  sent: 'Tautan penawaran terkirim',
  linkLabel: 'Tautan untuk klien',
  copy: 'Salin Tautan',
  copied: 'Tautan disalin',
  whatsApp: 'Kirim lewat WhatsApp',
  queueTitle: 'Persetujuan Penawaran',
  queueIntro: 'Versi dengan fee di bawah batas tarif menunggu persetujuan bos atau superadmin.',
  queueOnly: 'Halaman ini hanya untuk admin, bos dan superadmin.',
  queueEmpty: 'Tidak ada versi yang menunggu persetujuan.',
  queueFee: (fee: number, tariff: number, min: number) =>
    `Fee ${fee}% (tarif ${tariff}%, batas ${min}%)`,
  queueDifference: (amount: string) => `Selisih dari tarif: ${amount} per bulan`,
  openRequest: 'Buka permintaan',
};
