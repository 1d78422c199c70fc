/** Texts of the site settings (company contact data) and of the home page sections built from them. */
export const siteSettingsText = {
  editorTitle: 'Pengaturan Situs',
  editorIntro: 'Data perusahaan yang tampil di beranda, footer dan hasil pencarian Google.',
  name: 'Nama Perusahaan',
  shortName: 'Nama Singkat',
  address: 'Alamat Kantor',
  phone: (n: number) => `Telepon ${n}`,
  email: 'Email',
  mapEmbedUrl: 'URL Peta (embed)',
  mapEmbedHelp: 'Alamat embed dari OpenStreetMap atau Google Maps (diawali https://).',
  saved: 'Pengaturan situs berhasil disimpan',
  saveFailed: 'Gagal menyimpan pengaturan situs',
  loadFailed: 'Gagal memuat pengaturan situs',
  invalidEmail: 'Invalid email address',
  invalidUrl: 'Invalid URL',
  phoneInvalid: (n: number) => `Telepon ${n} hanya boleh berisi angka, spasi, +, (, ) dan -`,
  phoneCount: 'Isi tiga nomor telepon',
} as const;
