/** Texts of staff passkeys (docs/decisions/033): the list on /admin/keamanan, login with a passkey, refusals. */
export const passkeysText = {
  // why an assertion or registration was refused (API errors; each one is audited)
  refusals: {
    challenge: 'Permintaan passkey sudah kedaluwarsa atau sudah dipakai. Silakan coba lagi.',
    'unknown-passkey': 'Passkey tidak dikenal atau sudah dihapus.',
    'wrong-account': 'Passkey ini bukan milik akun anda.',
    origin: 'Passkey ini dibuat untuk situs lain.',
    counter: 'Passkey ini terdeteksi digandakan. Hubungi superadmin.',
    'not-allowed': 'Login tanpa password belum diaktifkan untuk akun ini.',
    invalid: 'Verifikasi passkey gagal.',
  },
  alreadyRegistered: 'Passkey ini sudah terdaftar.',
  responseRequired: 'Jawaban passkey wajib diisi',
  nameRequired: 'Nama passkey wajib diisi',
  nameTooLong: 'Nama passkey maksimal 60 karakter',
  notFound: 'Passkey tidak ditemukan',
  lastFactor:
    'Peran anda wajib memakai verifikasi dua langkah. Daftarkan faktor lain sebelum menghapus yang terakhir.',
  removed: 'Passkey dihapus',
  registered: 'Passkey terdaftar',
  loginSettingSaved: 'Pengaturan login passkey disimpan',
  noPasskeyForLogin: 'Daftarkan passkey terlebih dahulu',

  // /admin/keamanan
  sectionTitle: 'Passkey',
  sectionIntro:
    'Passkey memakai sidik jari, wajah atau PIN perangkat anda. Passkey tidak bisa dicuri lewat situs palsu, dan bisa dipakai sebagai verifikasi dua langkah.',
  empty: 'Belum ada passkey.',
  nameLabel: 'Nama passkey',
  namePlaceholder: 'mis. Laptop kantor',
  addButton: 'Tambah passkey',
  removeButton: (nama: string) => `Hapus passkey ${nama}`,
  removeConfirm: (nama: string) => `Hapus passkey ${nama}?`,
  removeConfirmText: 'Passkey ini tidak bisa dipakai lagi untuk login.',
  createdAt: (date: string) => `Didaftarkan ${date}`,
  lastUsed: (date: string) => `Terakhir dipakai ${date}`,
  neverUsed: 'Belum pernah dipakai',
  synced: 'Tersinkron',
  unsupported: 'Peramban ini tidak mendukung passkey.',
  cancelled: 'Passkey dibatalkan atau waktu habis.',
  registerFailed: 'Gagal mendaftarkan passkey',
  removeFailed: 'Gagal menghapus passkey',
  passwordlessLabel: 'Izinkan login tanpa password dengan passkey',
  passwordlessHint:
    'Di halaman login pilih "Masuk dengan passkey": passkey dengan PIN atau biometrik perangkat menggantikan password dan kode.',
  recoveryTitle: 'Kode Pemulihan',

  // /login
  useInstead: 'Gunakan passkey',
  loginWithPasskey: 'Masuk dengan passkey',
  or: 'atau',
  waiting: 'Ikuti petunjuk peramban untuk memakai passkey...',
} as const;
