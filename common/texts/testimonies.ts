import type { Widen } from '../lang.ts';

/** Every testimony text (docs/product.md §2 carousel and editor, §5, §8). */
export const testimoniesText = {
  sectionTitle: 'Testimoni',
  sectionSubtitle: 'Apa kata klien tentang layanan kami',
  carouselLabel: 'Testimoni klien',
  loading: 'Memuat Data....',
  fetchFailedLog: 'Gagal mengambil testimoni:',
  nameLabel: 'Nama',
  organizationLabel: 'Jenis Layanan',
  messageLabel: 'Pesan',
  photoLabel: 'Foto',
  nameRequired: 'Nama wajib diisi',
  messageRequired: 'Pesan wajib diisi',
  notFound: 'Testimoni tidak ditemukan',
  editorTitle: 'Manajemen Testimoni',
  addTitle: 'Tambah Testimoni',
  editTitle: 'Edit Testimoni',
  listTitle: 'Daftar Testimoni',
  empty: 'Belum ada testimoni.',
  saved: 'Testimoni berhasil disimpan',
  saveFailed: 'Gagal menyimpan testimoni',
  deleted: 'Testimoni berhasil dihapus',
  deleteFailed: 'Gagal menghapus testimoni',
  loadFailed: 'Gagal memuat testimoni',
  previous: 'Sebelumnya',
  next: 'Berikutnya',
  goToSlide: (n: number) => `Ke slide ${n}`,
  avatarAlt: (name: string) => `Foto ${name}`,
} as const;

export const testimoniesTextEn: Pick<
  Widen<typeof testimoniesText>,
  | 'sectionTitle'
  | 'sectionSubtitle'
  | 'carouselLabel'
  | 'loading'
  | 'previous'
  | 'next'
  | 'goToSlide'
  | 'avatarAlt'
> = {
  sectionTitle: 'Testimonials',
  sectionSubtitle: 'What our clients say about our services',
  carouselLabel: 'Client testimonials',
  loading: 'Loading....',
  previous: 'Previous',
  next: 'Next',
  goToSlide: (n: number) => `Go to slide ${n}`,
  avatarAlt: (name: string) => `Photo of ${name}`,
};
