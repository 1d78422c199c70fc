import type { Widen } from '../lang.ts';

/** Texts of the about page, the service pages, their editors and the content menu (docs/product.md §2, §4, §8). */
export const pagesText = {
  loading: 'Memuat konten...',
  aboutLoadFailed: 'Gagal memuat data. Silakan coba lagi nanti.',
  serviceLoadFailed: 'Gagal memuat data.',
  notFound: 'Halaman tidak ditemukan',
  slugInvalid:
    'Slug halaman tidak valid (tentang-kami, layanan-keamanan, layanan-kebersihan, layanan-parkir atau kebijakan-privasi)',
  titleRequired: 'Judul wajib diisi',
  titleTooLong: 'Judul maksimal 200 karakter',
  contentInvalid: 'Konten harus berupa teks',
  contentTooLong: (max: number) => `Konten maksimal ${max} karakter`,
  titleLabel: 'Judul',
  contentLabel: 'Konten',
  saved: 'Konten berhasil disimpan',
  saveFailed: 'Gagal menyimpan konten',
  saving: 'Menyimpan...',
  editorLoadFailed: 'Gagal memuat konten halaman',
  aboutEditorTitle: 'Edit Tentang Kami',
  serviceEditorTitle: (name: string) => `Edit Layanan ${name}`,
  readOnlyTitleHint: 'Judul halaman tidak dapat diubah.',
  contentMenuTitle: 'Kelola Konten',
  contentMenuIntro: 'Pilih bagian situs yang ingin anda ubah.',
  contentMenuDenied: 'Halaman ini hanya dapat diakses oleh admin, editor dan superadmin',
  menu: {
    aboutPage: 'Tentang Kami',
    securityPage: 'Layanan Keamanan',
    cleaningPage: 'Layanan Kebersihan',
    parkingPage: 'Layanan Parkir',
    cards: 'Kartu Layanan',
    testimonies: 'Testimoni',
    faqs: 'FAQ',
    tenants: 'Tenant List',
    siteSettings: 'Pengaturan Situs',
    privacyPage: 'Kebijakan Privasi',
    trash: 'Sampah',
  },
  menuHints: {
    aboutPage: 'Judul dan isi halaman /tentang-kami',
    securityPage: 'Isi dan galeri /layanan/keamanan',
    cleaningPage: 'Isi dan galeri /layanan/kebersihan',
    parkingPage: 'Isi dan galeri /layanan/parkir',
    cards: 'Gambar dan deskripsi tiga kartu layanan di beranda',
    testimonies: 'Testimoni klien di beranda',
    faqs: 'Pertanyaan dan jawaban di beranda',
    tenants: 'Daftar klien di beranda',
    siteSettings: 'Alamat, telepon, email dan peta perusahaan',
    privacyPage:
      'Pemberitahuan privasi (UU PDP) /kebijakan-privasi; mengubah isinya meminta persetujuan ulang',
    trash: 'Testimoni, FAQ, tenant dan foto yang dihapus, dapat dipulihkan selama 30 hari',
  },
} as const;

/** Rich-text editor toolbar and preview (web/components/ui/rich-text-editor.tsx). */
export const richTextText = {
  toolbarLabel: 'Format teks',
  bold: 'Tebal',
  italic: 'Miring',
  underline: 'Garis bawah',
  strike: 'Coret',
  heading2: 'Judul 2',
  heading3: 'Judul 3',
  bulletList: 'Daftar berbutir',
  orderedList: 'Daftar bernomor',
  blockquote: 'Kutipan',
  link: 'Tautan',
  unlink: 'Hapus tautan',
  undo: 'Urungkan',
  redo: 'Ulangi',
  preview: 'Pratinjau',
  backToEditor: 'Kembali ke Editor',
  linkPrompt: 'Alamat tautan (https://..., /halaman, mailto:...)',
  emptyPreview: 'Belum ada isi.',
} as const;

export const pagesTextEn: Pick<
  Widen<typeof pagesText>,
  'loading' | 'aboutLoadFailed' | 'serviceLoadFailed'
> = {
  loading: 'Loading...',
  aboutLoadFailed: 'The page could not be loaded. Please try again later.',
  serviceLoadFailed: 'The page could not be loaded.',
};
