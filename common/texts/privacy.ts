import type { Widen } from '../lang.ts';

/** Texts of the privacy notice, consent, the applicant's data rights and password reset (docs/decisions/022). */
export const privacyText = {
  pageTitle: 'Kebijakan Privasi',
  pageLoadFailed: 'Gagal memuat kebijakan privasi. Silakan coba lagi nanti.',
  editorTitle: 'Edit Kebijakan Privasi',
  menuItem: 'Kebijakan Privasi',
  menuHint: 'Pemberitahuan privasi (UU PDP); perubahan isi meminta persetujuan ulang',
  footerLink: 'Kebijakan Privasi',
  consentBefore: 'Saya telah membaca dan menyetujui ',
  consentLink: 'Kebijakan Privasi',
  consentAfter: ' serta pemrosesan data pribadi saya untuk keperluan rekrutmen.',
  consentRequired: 'Persetujuan Kebijakan Privasi wajib dicentang',
  // Applicant rights on /career
  rightsTitle: 'Data Pribadi Saya',
  rightsIntro:
    'Sesuai UU PDP, anda dapat mengunduh seluruh data yang kami simpan tentang anda atau menghapus akun beserta seluruh datanya.',
  exportButton: 'Unduh Data Saya',
  exportFailed: 'Gagal mengunduh data anda. Silakan coba lagi.',
  deleteButton: 'Hapus Akun',
  deleteConfirmTitle: 'Hapus akun anda?',
  deleteConfirmText:
    'Akun, lamaran, foto, dokumen dan seluruh sesi login anda akan dihapus permanen dan tidak bisa dikembalikan. Masukkan password anda untuk melanjutkan.',
  deletePasswordLabel: 'Password',
  deleteConfirmButton: 'Ya, hapus akun saya',
  deleted: 'Akun anda telah dihapus',
  deleteFailed: 'Gagal menghapus akun',
  wrongPassword: 'Password salah. Akun anda tidak dihapus.',
  passwordRequired: 'Password wajib diisi',
  accountNotFound: 'Akun tidak ditemukan',
  // Staff deleting an application
  alsoEraseAccountTitle: 'Hapus juga akun pelamar?',
  alsoEraseAccountText:
    'Akun login pelamar ini beserta persetujuan dan sesinya juga akan dihapus. Pilih Tidak untuk hanya menghapus lamaran dan dokumennya.',
  // Password reset
  forgotLink: 'Lupa password?',
  forgotTitle: 'Lupa Password',
  forgotSubtitle:
    'Masukkan email akun anda. Kami akan mengirim tautan untuk membuat password baru.',
  forgotButton: 'Kirim Tautan',
  forgotSent:
    'Jika email tersebut terdaftar, tautan untuk membuat password baru telah dikirim. Tautan berlaku 30 menit.',
  forgotFailed: 'Gagal mengirim permintaan. Silakan coba lagi.',
  resetTitle: 'Buat Password Baru',
  resetSubtitle: 'Masukkan password baru untuk akun anda.',
  resetButton: 'Simpan Password',
  newPasswordLabel: 'Password Baru',
  confirmPasswordLabel: 'Ulangi Password Baru',
  passwordsDiffer: 'Kedua password tidak sama',
  resetSuccess: 'Password berhasil diubah. Silakan login dengan password baru.',
  resetFailed: 'Gagal mengubah password',
  tokenRequired: 'Token reset password wajib diisi',
  tokenInvalid: 'Tautan reset password tidak valid. Silakan minta tautan baru.',
  tokenUsed: 'Tautan reset password sudah pernah digunakan. Silakan minta tautan baru.',
  tokenExpired:
    'Tautan reset password sudah kedaluwarsa (berlaku 30 menit). Silakan minta tautan baru.',
  missingToken: 'Tautan tidak lengkap. Silakan minta tautan baru.',
  requestNewLink: 'Minta tautan baru',
  backToLogin: 'Kembali ke Login',
  mailSubject: 'Reset password akun karier',
  mailBody: (nama: string, link: string, minutes: number) =>
    [
      `Halo ${nama},`,
      '',
      'Kami menerima permintaan untuk membuat password baru akun karier anda.',
      `Buka tautan berikut dalam ${minutes} menit untuk membuat password baru (hanya bisa dipakai sekali):`,
      link,
      '',
      'Jika anda tidak meminta ini, abaikan email ini; password anda tidak berubah.',
    ].join('\n'),
} as const;

export const privacyTextEn: Pick<
  Widen<typeof privacyText>,
  'pageTitle' | 'pageLoadFailed' | 'footerLink'
> = {
  pageTitle: 'Privacy Policy',
  pageLoadFailed: 'The privacy policy could not be loaded. Please try again later.',
  footerLink: 'Privacy Policy',
};
