/** Texts of staff two-factor login: enrolment, the code step on /login, the security section. */
export const mfaText = {
  // API errors
  enrollmentRequired:
    'Akun anda wajib memakai verifikasi dua langkah. Aktifkan terlebih dahulu di halaman Keamanan Akun.',
  codeRequired: 'Kode verifikasi wajib diisi',
  codeInvalid: 'Kode verifikasi salah atau sudah dipakai',
  tokenInvalid: 'Sesi verifikasi tidak berlaku lagi. Silakan login ulang.',
  tooManyAttempts: 'Terlalu banyak percobaan kode. Silakan login ulang beberapa saat lagi.',
  setupFirst: 'Mulai penyiapan verifikasi dua langkah terlebih dahulu',
  alreadyEnabled: 'Verifikasi dua langkah sudah aktif',
  notEnabled: 'Verifikasi dua langkah belum aktif untuk akun ini',
  resetDone: 'Verifikasi dua langkah akun ini telah direset',
  cannotResetSelf:
    'Verifikasi dua langkah akun anda sendiri diubah di halaman Keamanan Akun, bukan direset.',
  disabled: 'Aplikasi autentikator dinonaktifkan',
  lastFactor:
    'Peran anda wajib memakai verifikasi dua langkah. Daftarkan passkey sebelum menonaktifkan aplikasi autentikator.',

  // enrolment screen
  enrollTitle: 'Aktifkan Verifikasi Dua Langkah',
  enrollRequiredIntro:
    'Peran anda wajib memakai verifikasi dua langkah. Selesaikan langkah berikut sebelum melanjutkan.',
  enrollIntro:
    'Pindai kode QR dengan aplikasi autentikator (Google Authenticator, Microsoft Authenticator, Authy, dll.), lalu masukkan kode 6 digit yang muncul.',
  qrAlt: 'Kode QR untuk aplikasi autentikator',
  secretLabel: 'Atau masukkan kunci ini secara manual',
  codeLabel: 'Kode Verifikasi',
  codePlaceholder: '6 digit dari aplikasi',
  enableButton: 'Aktifkan',
  enabled: 'Verifikasi dua langkah aktif',
  enableFailed: 'Gagal mengaktifkan verifikasi dua langkah',
  setupLoading: 'Menyiapkan kode QR...',
  setupFailed: 'Gagal menyiapkan verifikasi dua langkah',
  recoveryTitle: 'Kode Pemulihan',
  recoveryIntro:
    'Simpan 10 kode ini di tempat aman. Setiap kode hanya bisa dipakai sekali untuk login bila ponsel anda hilang. Kode ini hanya ditampilkan sekali.',
  recoveryConfirm: 'Sudah saya simpan',
  copyCodes: 'Salin kode',
  copied: 'Kode disalin',

  // code step after the password on /login
  loginStepTitle: 'Verifikasi Dua Langkah',
  loginStepIntro:
    'Masukkan kode 6 digit dari aplikasi autentikator anda, atau salah satu kode pemulihan.',
  loginCodeLabel: 'Kode verifikasi atau kode pemulihan',
  verifyButton: 'Verifikasi',
  backToPassword: 'Kembali',

  // own account security section
  securityTitle: 'Keamanan Akun',
  menuSecurity: 'Keamanan Akun',
  statusOn: 'Verifikasi dua langkah: aktif',
  statusOff: 'Verifikasi dua langkah: belum aktif',
  startEnroll: 'Aktifkan verifikasi dua langkah',
  startIntro:
    'Anda memerlukan aplikasi autentikator di ponsel (Google Authenticator, Microsoft Authenticator, Authy, dll.). Kode QR dibuat setelah anda menekan tombol di bawah.',
  requiredNote: 'Peran anda wajib memakai verifikasi dua langkah.',
  totpTitle: 'Aplikasi Autentikator',
  totpOn: 'Aplikasi autentikator: aktif',
  totpOff: 'Aplikasi autentikator: belum aktif',
  addTotp: 'Tambah aplikasi autentikator',
  replaceTotp: 'Ganti aplikasi autentikator',
  disableTotp: 'Nonaktifkan aplikasi autentikator',
  disableConfirm: 'Nonaktifkan aplikasi autentikator?',
  disableConfirmText: 'Kode dari aplikasi tidak bisa dipakai lagi untuk login.',
  disableFailed: 'Gagal menonaktifkan aplikasi autentikator',
  recoveryLeft: (n: number) => `Sisa kode pemulihan: ${n}`,

  // staff list (superadmin)
  resetMfa: 'Reset 2FA',
  resetMfaConfirm: (nama: string) => `Reset verifikasi dua langkah ${nama}?`,
  resetMfaConfirmText:
    'Akun ini harus mendaftarkan ulang aplikasi autentikator pada login berikutnya. Sesinya langsung berakhir.',
  resetMfaFailed: 'Gagal mereset verifikasi dua langkah',
  mfaColumn: '2FA',
  mfaOn: 'Aktif',
  mfaOff: 'Belum',
} as const;
