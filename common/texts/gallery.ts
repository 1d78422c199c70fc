import type { Widen } from '../lang.ts';

/** Texts of the service-page photo galleries and their editor (docs/product.md §4, §5, §8). */
export const galleryText = {
  loading: 'Memuat galeri...',
  fetchFailedLog: 'Gagal mengambil data galeri',
  empty: 'Tidak ada foto tersedia.',
  heading: 'Galeri',
  editorHeading: 'Galeri Foto',
  photoAlt: (service: string, n: number) => `Foto layanan ${service} ${n}`,
  choosePhotoFirst: 'Pilih foto terlebih dahulu',
  chooseReplacement: 'Pilih minimal satu foto untuk diperbarui!',
  newPhotosLabel: 'Tambah foto (boleh lebih dari satu)',
  replaceLabel: 'Foto pengganti',
  upload: 'Unggah Foto',
  replace: 'Ganti',
  cancelReplace: 'Batal',
  uploaded: 'Foto berhasil diunggah',
  uploadFailed: 'Gagal mengunggah foto',
  replaced: 'Foto berhasil diperbarui',
  replaceFailed: 'Gagal memperbarui foto',
  deleted: 'Foto berhasil dihapus',
  deleteFailed: 'Gagal menghapus foto',
  serviceUnknown: 'Galeri tidak ditemukan',
  photoNotFound: 'Foto tidak ditemukan',
  galleryIdInvalid: 'gallery_id harus 1, 2 atau 3',
  serviceTypeInvalid: 'service_type harus Keamanan, Kebersihan atau Parkir',
  mismatch: 'gallery_id dan service_type tidak cocok (1 Keamanan, 2 Kebersihan, 3 Parkir)',
  close: 'Tutup',
  previous: 'Foto sebelumnya',
  next: 'Foto berikutnya',
  openPhoto: (n: number) => `Perbesar foto ${n}`,
  lightboxLabel: 'Foto galeri',
  altLabel: 'Teks alternatif',
  altHint:
    'Dibacakan untuk pengunjung yang tidak melihat foto. Kosong: nama layanan dan nomor foto.',
  altGenerated: 'otomatis dari nama layanan',
  editAlt: 'Ubah Teks',
  saveAlt: 'Simpan Teks',
  altSaved: 'Teks alternatif berhasil disimpan',
  altSaveFailed: 'Gagal menyimpan teks alternatif',
} as const;

export const galleryTextEn: Pick<
  Widen<typeof galleryText>,
  'loading' | 'heading' | 'photoAlt' | 'close' | 'previous' | 'next' | 'openPhoto' | 'lightboxLabel'
> = {
  loading: 'Loading the gallery...',
  heading: 'Gallery',
  photoAlt: (service: string, n: number) => `${service} service photo ${n}`,
  close: 'Close',
  previous: 'Previous photo',
  next: 'Next photo',
  openPhoto: (n: number) => `Enlarge photo ${n}`,
  lightboxLabel: 'Gallery photo',
};
