/** Texts that many features show. Values are the spec's exact words where the spec has them. */
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
  /** Date group headings (SPEC §2: the applicant list and the inbox). */
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
 * What each area shows when a screen fails to render (issue 12: an error boundary per area), so
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

/** Errors the API answers with (CONTRACT: JSON `{ error }` in Indonesian). */
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
} as const;
