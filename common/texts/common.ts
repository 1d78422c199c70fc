import type { Widen } from '../lang.ts';

/** Texts that many features show. Values are the product's exact words where docs/product.md has them. */
export const commonText = {
  confirmDeleteTitle: 'Yakin ingin menghapus?',
  confirmDeleteText: 'Data yang dihapus tidak bisa dikembalikan!',
  yes: 'Ya',
  no: 'Tidak',
  cancel: 'Batal',
  save: 'Simpan',
  delete: 'Hapus',
  edit: 'Edit',
  back: 'Kembali',
  /** Date group headings (docs/product.md §2: the applicant list and the inbox). */
  today: 'Hari Ini',
  yesterday: 'Kemarin',
  /** The month filters of the applicant list and the inbox, January first. */
  months: [
    'Januari',
    'Februari',
    'Maret',
    'April',
    'Mei',
    'Juni',
    'Juli',
    'Agustus',
    'September',
    'Oktober',
    'November',
    'Desember',
  ],
  /** The one control that folds a staff list's filters on a phone. */
  filterToggle: 'Filter',
  filtersActive: (n: number) => `${n} aktif`,
  /** Above a table wider than the screen. */
  tableScrolls: 'Geser tabel ke samping untuk melihat kolom lainnya',
  accessDenied: 'Akses Ditolak!',
  success: 'Berhasil!',
  failed: 'Gagal!',
  error: 'Error',
  warning: 'Peringatan',
  serverError: 'Server Error',
  somethingWentWrong: 'Terjadi kesalahan',
  notFoundTitle: 'Halaman tidak ditemukan',
  backHome: 'Kembali ke Beranda',
  loading: 'Memuat...',
  noImage: 'Tidak ada gambar',
  noDescription: 'Deskripsi tidak tersedia',
  invalidEmail: 'Invalid email address',
  invalidUrl: 'Invalid URL',
  captchaRequired: 'Harap verifikasi reCAPTCHA terlebih dahulu',
  captchaLabel: 'Verifikasi bahwa Anda bukan robot',
  uploadProgress: (percent: number) => `Mengunggah... ${percent}%`,
  fileTooLarge: (maxMb: number) => `Ukuran file terlalu besar (maksimal ${maxMb} MB).`,
  fileWrongType: (allowed: string) => `Jenis file tidak didukung. Gunakan ${allowed}.`,
  choosePhotoFirst: 'Pilih foto terlebih dahulu',
} as const;

/**
 * What each area shows when a screen fails to render (an error boundary per area), so
 * a visitor, an applicant and a staff member each get a way back that fits where they are.
 */
export const areaErrorText = {
  reloadHint: 'Silakan muat ulang halaman atau kembali ke beranda.',
  public: {
    title: 'Halaman gagal dimuat',
    text: 'Silakan muat ulang halaman atau kembali ke beranda.',
    link: 'Kembali ke Beranda',
  },
  career: {
    title: 'Terjadi kesalahan pada halaman karier',
    text: 'Data lamaran anda tetap tersimpan. Silakan muat ulang halaman atau buka status lamaran.',
    link: 'Lihat Status Lamaran',
  },
  admin: {
    title: 'Terjadi kesalahan pada halaman admin',
    text: 'Perubahan yang belum disimpan mungkin hilang. Silakan muat ulang halaman.',
    link: 'Kembali ke Kontak Pesan',
  },
} as const;

/** Errors the API answers with (docs/api.md: JSON `{ error }` in Indonesian). */
export const apiErrorText = {
  notFound: 'Data tidak ditemukan',
  routeNotFound: 'Alamat API tidak ditemukan',
  unauthorized: 'Silakan login terlebih dahulu',
  sessionExpired: 'Sesi anda telah berakhir. Silakan login kembali.',
  forbidden: 'Anda tidak memiliki akses untuk tindakan ini',
  invalidInput: 'Data tidak valid',
  invalidJson: 'Format data tidak valid (JSON rusak)',
  bodyTooLarge: 'Ukuran data terlalu besar',
  unsupportedMediaType: 'Jenis konten tidak didukung',
  tooManyRequests: 'Terlalu banyak percobaan. Silakan coba lagi nanti.',
  internal: 'Terjadi kesalahan pada server. Silakan coba lagi nanti.',
  captchaInvalid: 'Verifikasi captcha gagal. Silakan coba lagi.',
  fileTooLarge: 'Ukuran file terlalu besar',
  fileWrongType: 'Jenis file tidak didukung',
  fileMissing: 'File wajib diunggah',
  tooManyFiles: 'Jumlah file terlalu banyak',
  invalidLink: 'Tautan tidak valid atau sudah kedaluwarsa',
  requestFailed: (status: number) => `Permintaan gagal (${status})`,
  offline: 'Tidak dapat terhubung ke server. Periksa koneksi internet anda.',
  fileEmpty: 'File kosong. Silakan pilih file lain.',
  imageDamaged: 'File gambar rusak atau tidak lengkap. Silakan unggah ulang.',
  imageTooManyPixels: 'Dimensi gambar terlalu besar (maksimal 60 megapiksel).',
  storageUnavailable: 'Penyimpanan file sedang tidak dapat dihubungi. Silakan coba lagi nanti.',
  databaseUnavailable:
    'Server sedang tidak dapat menyimpan data. Data Anda belum tersimpan; silakan kirim lagi sebentar lagi.',
  storageFull:
    'Ruang penyimpanan server sedang penuh. Data Anda belum tersimpan; silakan kirim lagi nanti.',
} as const;

/** What the shared field schemas (common/schemas/common.ts) answer; each names its field. */
export const fieldText = {
  idInvalid: 'ID tidak valid',
  required: (label: string) => `${label} wajib diisi`,
  tooLong: (label: string, max: number) => `${label} maksimal ${max} karakter`,
  mustBeText: (label: string) => `${label} harus berupa teks`,
  emailRequired: 'Email wajib diisi',
  emailTooLong: 'Email terlalu panjang',
  emailInvalid: 'Email tidak valid',
  phoneRequired: 'Nomor telepon wajib diisi',
  phoneDigitsOnly: 'Nomor telepon hanya boleh berisi angka',
  phoneMin: (digits: number) => `Nomor telepon minimal ${digits} digit`,
  phoneMax: (digits: number) => `Nomor telepon maksimal ${digits} digit`,
  searchTooLong: 'Pencarian maksimal 200 karakter',
  dateFormat: 'Tanggal harus berformat YYYY-MM-DD',
  monthInvalid: 'Bulan tidak valid',
  yearInvalid: 'Tahun tidak valid',
  pageInvalid: 'Halaman tidak valid',
  pageSizeInvalid: 'Ukuran halaman tidak valid',
  pageSizeMax: (max: number) => `Ukuran halaman maksimal ${max}`,
  langInvalid: 'Bahasa harus id atau en',
  /** The English twin of a field is named like it (docs/decisions/043). */
  english: (label: string) => `${label} (Inggris)`,
  /** An item whose English text is missing (the English pages show the Indonesian one). */
  untranslated: 'Belum diterjemahkan ke bahasa Inggris',
  /** The staff screens' filter of the items still missing English. */
  untranslatedFilter: 'Belum diterjemahkan',
  untranslatedCount: (count: number) =>
    count === 0
      ? 'Semua sudah diterjemahkan ke bahasa Inggris'
      : `${count} belum diterjemahkan ke bahasa Inggris`,
  untranslatedNone: 'Tidak ada yang belum diterjemahkan.',
} as const;

export const commonTextEn: Pick<
  Widen<typeof commonText>,
  'notFoundTitle' | 'backHome' | 'captchaRequired' | 'captchaLabel'
> = {
  notFoundTitle: 'Page not found',
  backHome: 'Back to Home',
  captchaRequired: 'Please complete the captcha first',
  captchaLabel: 'Verify that you are not a robot',
};

/** The English 404 page's text (the Indonesian one is in web/routes/public/not-found.tsx). */
export const notFoundText = {
  id: 'Alamat yang anda buka tidak ada atau sudah dipindahkan.',
  en: 'The address you opened does not exist or has moved.',
} as const;
