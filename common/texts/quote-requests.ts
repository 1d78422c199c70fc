/**
 * Texts of the estimator and the quote request (`/minta-penawaran`, docs/decisions/054). Every
 * error names its field, so the form and the API's 400 say the same thing. The English page
 * (`/en/request-a-quote`) uses `quoteRequestsTextEn`, the same keys in English.
 */
export const quoteRequestsText = {
  pageTitle: 'Minta Penawaran',
  pageIntro:
    'Hitung perkiraan biaya bulanan layanan Anda dalam satu menit, lalu kirim permintaan penawaran resmi.',
  linkLabel: 'Minta Penawaran',
  serviceLabel: 'Layanan',
  serviceNames: { keamanan: 'Keamanan', kebersihan: 'Kebersihan', parkir: 'Parkir' },
  cityLabel: 'Kota',
  postsTitle: 'Pos',
  postName: 'Nama pos',
  postNameDefault: (n: number) => `Pos ${n}`,
  hoursPerDay: 'Jam per hari',
  daysPerWeek: 'Hari per minggu',
  peoplePerShift: 'Personel per shift',
  addPost: 'Tambah pos',
  removePost: (name: string) => `Hapus ${name}`,
  recalculate: 'Hitung',
  estimateTitle: 'Perkiraan biaya per bulan',
  headcount: 'Jumlah personel',
  hoursEach: 'jam per minggu per orang',
  people: (n: number) => `${n} orang`,
  perPerson: 'Rincian per orang per bulan',
  lineWage: 'Upah (UMK)',
  lineOvertime: 'Lembur',
  lineBpjsTk: 'BPJS Ketenagakerjaan',
  lineBpjsKes: 'BPJS Kesehatan',
  lineThr: 'THR (1/12)',
  lineEquipment: 'Seragam & perlengkapan',
  linePerPerson: 'Jumlah per orang',
  linePost: (people: number) => `× ${people} orang`,
  personnelCost: 'Biaya personel',
  fee: (percent: number) => `Fee manajemen (${percent.toLocaleString('id-ID')}%)`,
  dpp: 'DPP',
  ppn: (percent: number) => `PPN (${percent.toLocaleString('id-ID')}%)`,
  total: 'Total per bulan',
  estimateNote:
    'Ini perkiraan dari UMK kota dan aturan ketenagakerjaan, bukan penawaran resmi. Belum termasuk: kendaraan patroli, peralatan khusus, asuransi tambahan, biaya perjalanan di luar kota dan lembur hari libur nasional.',
  exampleTariff: 'Angka tarif ini contoh yang masih perlu diperiksa.',
  requestTitle: 'Kirim permintaan penawaran',
  company: 'Nama perusahaan',
  contactName: 'Nama kontak',
  position: 'Jabatan',
  email: 'Email',
  phone: 'Telepon',
  siteAddress: 'Alamat lokasi',
  startDate: 'Tanggal mulai',
  notes: 'Catatan',
  consentBefore: 'Saya menyetujui ',
  consentLink: 'Kebijakan Privasi',
  consentAfter: ' dan pemrosesan data kontak saya untuk menanggapi permintaan ini.',
  needsJavaScript:
    'Mengirim permintaan memerlukan JavaScript. Anda juga bisa menghubungi kami lewat halaman Kontak.',
  send: 'Kirim Permintaan',
  sending: 'Mengirim...',
  sent: (kode: string) =>
    `Terima kasih. Permintaan Anda tercatat dengan nomor ${kode}. Tim kami akan menghubungi Anda.`,
  // Errors, each naming its field
  serviceInvalid: 'Layanan harus keamanan, kebersihan atau parkir',
  cityRequired: 'Kota wajib dipilih',
  cityUnknown: 'Kota tidak ada dalam tarif',
  postsCount: (max: number) => `Pos harus berisi 1 sampai ${max} pos`,
  postNameRequired: 'Nama pos wajib diisi',
  postNameTooLong: 'Nama pos paling banyak 100 karakter',
  hoursInvalid: 'Jam per hari harus bilangan bulat 1 sampai 24',
  daysInvalid: 'Hari per minggu harus bilangan bulat 1 sampai 7',
  peopleInvalid: 'Personel per shift harus bilangan bulat 1 sampai 50',
  companyRequired: 'Nama perusahaan wajib diisi',
  companyTooLong: 'Nama perusahaan paling banyak 150 karakter',
  contactRequired: 'Nama kontak wajib diisi',
  contactTooLong: 'Nama kontak paling banyak 100 karakter',
  positionTooLong: 'Jabatan paling banyak 100 karakter',
  emailRequired: 'Email wajib diisi',
  emailInvalid: 'Email tidak valid',
  phoneRequired: 'Telepon wajib diisi',
  phoneInvalid: 'Telepon harus berisi 8 sampai 15 angka',
  addressRequired: 'Alamat lokasi wajib diisi',
  addressTooLong: 'Alamat lokasi paling banyak 500 karakter',
  startDateInvalid: 'Tanggal mulai harus berformat YYYY-MM-DD',
  notesTooLong: 'Catatan paling banyak 2000 karakter',
  sourceTooLong: 'Sumber paling banyak 100 karakter',
  consentRequired: 'Persetujuan Kebijakan Privasi wajib dicentang',
  captchaInvalid: 'Captcha tidak valid. Silakan coba lagi.',
  tooManyRequests:
    'Terlalu banyak permintaan dari alamat ini. Silakan coba lagi beberapa menit lagi.',
  invalidInput: 'Periksa kembali isian formulir.',
  // Mails
  clientMailSubject: (kode: string) => `Permintaan penawaran ${kode} diterima`,
  salesMailSubject: (kode: string, perusahaan: string) =>
    `Permintaan penawaran baru ${kode}: ${perusahaan}`,
  slaMailSubject: (kode: string, minutes: number) =>
    `Belum dihubungi setelah ${minutes} menit: ${kode}`,
} as const;

type QuoteRequestsTexts = {
  [K in keyof typeof quoteRequestsText]: (typeof quoteRequestsText)[K] extends (
    ...args: infer A
  ) => string
    ? (...args: A) => string
    : (typeof quoteRequestsText)[K] extends string
      ? string
      : { [S in keyof (typeof quoteRequestsText)[K]]: string };
};

export const quoteRequestsTextEn: QuoteRequestsTexts = {
  pageTitle: 'Request a Quote',
  pageIntro:
    'Work out the monthly cost of your service in a minute, then send a request for a formal quote.',
  linkLabel: 'Request a Quote',
  serviceLabel: 'Service',
  serviceNames: { keamanan: 'Security', kebersihan: 'Cleaning', parkir: 'Parking' },
  cityLabel: 'City',
  postsTitle: 'Posts',
  postName: 'Post name',
  postNameDefault: (n: number) => `Post ${n}`,
  hoursPerDay: 'Hours a day',
  daysPerWeek: 'Days a week',
  peoplePerShift: 'People per shift',
  addPost: 'Add a post',
  removePost: (name: string) => `Remove ${name}`,
  recalculate: 'Calculate',
  estimateTitle: 'Estimated monthly cost',
  headcount: 'Headcount',
  hoursEach: 'hours a week per person',
  people: (n: number) => `${n} people`,
  perPerson: 'Per person per month',
  lineWage: 'Wage (city minimum)',
  lineOvertime: 'Overtime',
  lineBpjsTk: 'BPJS Employment',
  lineBpjsKes: 'BPJS Health',
  lineThr: 'Holiday allowance (1/12)',
  lineEquipment: 'Uniform & equipment',
  linePerPerson: 'Per person',
  linePost: (people: number) => `× ${people} people`,
  personnelCost: 'Personnel cost',
  fee: (percent: number) => `Management fee (${percent}%)`,
  dpp: 'Tax base',
  ppn: (percent: number) => `VAT (${percent}%)`,
  total: 'Total per month',
  estimateNote:
    'This is an estimate from the city minimum wage and labour rules, not a formal quote. Not included: patrol vehicles, special equipment, extra insurance, travel outside the city and public-holiday overtime.',
  exampleTariff: 'These tariff figures are examples still to be checked.',
  requestTitle: 'Send a quote request',
  company: 'Company name',
  contactName: 'Contact name',
  position: 'Position',
  email: 'Email',
  phone: 'Phone',
  siteAddress: 'Site address',
  startDate: 'Start date',
  notes: 'Notes',
  consentBefore: 'I agree to the ',
  consentLink: 'Privacy Policy',
  consentAfter: ' and to the processing of my contact details to answer this request.',
  needsJavaScript:
    'Sending the request needs JavaScript. You can also reach us through the contact form.',
  send: 'Send Request',
  sending: 'Sending...',
  sent: (kode: string) =>
    `Thank you. Your request is recorded as ${kode}. Our team will contact you.`,
  serviceInvalid: 'Service must be security, cleaning or parking',
  cityRequired: 'Please choose a city',
  cityUnknown: 'The city is not in the tariff',
  postsCount: (max: number) => `Posts must hold 1 to ${max} posts`,
  postNameRequired: 'Please enter the post name',
  postNameTooLong: 'The post name can be at most 100 characters',
  hoursInvalid: 'Hours a day must be a whole number from 1 to 24',
  daysInvalid: 'Days a week must be a whole number from 1 to 7',
  peopleInvalid: 'People per shift must be a whole number from 1 to 50',
  companyRequired: 'Please enter the company name',
  companyTooLong: 'The company name can be at most 150 characters',
  contactRequired: 'Please enter the contact name',
  contactTooLong: 'The contact name can be at most 100 characters',
  positionTooLong: 'The position can be at most 100 characters',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Please enter your phone number',
  phoneInvalid: 'The phone number must have 8 to 15 digits',
  addressRequired: 'Please enter the site address',
  addressTooLong: 'The site address can be at most 500 characters',
  startDateInvalid: 'The start date must be written YYYY-MM-DD',
  notesTooLong: 'The notes can be at most 2000 characters',
  sourceTooLong: 'The source can be at most 100 characters',
  consentRequired: 'Please tick the consent to the Privacy Policy',
  captchaInvalid: 'The captcha check failed. Please try again.',
  tooManyRequests: 'Too many requests from this address. Please try again in a few minutes.',
  invalidInput: 'Please check the form and try again.',
  clientMailSubject: (kode: string) => `Quote request ${kode} received`,
  salesMailSubject: (kode: string, perusahaan: string) =>
    `New quote request ${kode}: ${perusahaan}`,
  slaMailSubject: (kode: string, minutes: number) =>
    `Not contacted after ${minutes} minutes: ${kode}`,
};

/**
 * A contact message turned into a quote request by staff (POST /api/kontak/{id}/penawaran, the
 * inbox's action; docs/decisions/054): the API's answers and the inbox form's words.
 */
export const quoteFromMessageText = {
  messageNotFound: 'Pesan kontak tidak ditemukan',
  alreadyConverted: (kode: string) => `Pesan ini sudah jadi permintaan penawaran ${kode}`,
  convert: 'Jadikan Permintaan Penawaran',
  convertFor: (nama: string) => `Jadikan permintaan penawaran: ${nama}`,
  formTitle: 'Permintaan penawaran dari pesan kontak',
  formIntro: (nama: string) =>
    `Data kontak diambil dari pesan ${nama}. Lengkapi perusahaan, layanan, kota dan pos.`,
  originalMessage: 'Isi pesan',
  companyLabel: 'Nama perusahaan',
  contactLabel: 'Nama kontak',
  positionLabel: 'Jabatan',
  emailLabel: 'Email',
  phoneLabel: 'Telepon',
  addressLabel: 'Alamat lokasi',
  startLabel: 'Tanggal mulai (opsional)',
  notesLabel: 'Catatan',
  estimateTotal: 'Perkiraan total per bulan',
  create: 'Buat Permintaan Penawaran',
  cancel: 'Batal',
  created: (kode: string) => `Permintaan penawaran ${kode} dibuat`,
  failed: 'Permintaan penawaran gagal dibuat',
  tariffLoading: 'Memuat tarif...',
} as const;

/** The `sumber` of a quote request that staff made from a contact message. */
export const CONTACT_MESSAGE_SOURCE = 'kontak';
