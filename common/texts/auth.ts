/** Texts of the admin login page and the staff login/logout API (docs/product.md §2, §5, §8). */
export const authText = {
  loginTitle: 'Login Admin',
  loginIntro: 'Masuk ke panel admin Sigap.',
  usernameLabel: 'Username',
  passwordLabel: 'Password',
  loginButton: 'Login',
  backHome: 'Kembali ke Beranda',
  loginSuccess: 'Login Berhasil!',
  loginWelcome: 'Selamat datang di dashboard admin.',

  usernameRequired: 'Username wajib diisi',
  usernameLettersDigits: 'Username hanya boleh berisi huruf dan angka',
  usernameTooLong: 'Username maksimal 50 karakter',
  passwordRequired: 'Password wajib diisi',
  passwordTooLong: 'Password terlalu panjang',

  invalidCredentials: 'Username atau password salah',
  accountDisabled: 'Akun anda dinonaktifkan. Hubungi superadmin.',
  loggedOut: 'Anda telah logout',
} as const;
