/** Texts of step-up (docs/decisions/033): proving the second factor again before a sensitive change. */
export const stepUpText = {
  required: 'Konfirmasi identitas anda terlebih dahulu untuk perubahan ini.',
  codeOrPasskey: 'Masukkan kode verifikasi atau gunakan passkey',
  passwordRequired: 'Masukkan password anda saat ini',
  passwordWrong: 'Password salah',
  passwordLabel: 'Password Saat Ini',
  confirmed: 'Identitas dikonfirmasi',

  dialogTitle: 'Konfirmasi Identitas',
  dialogIntroFactor:
    'Perubahan ini menyangkut keamanan akun. Gunakan passkey, atau masukkan kode dari aplikasi autentikator atau kode pemulihan.',
  dialogIntroPassword: 'Perubahan ini menyangkut keamanan akun. Masukkan password anda.',
  confirmButton: 'Konfirmasi',
  cancelButton: 'Batal',
} as const;
