import type { Widen } from '../lang.ts';

import type { Service } from '../rules.ts';

/** Texts of the service cards (docs/product.md §2, §4, §8). */
export const cardsText = {
  sectionTitle: 'Layanan Kami',
  sectionIntro: 'Tiga layanan utama untuk gedung dan kawasan anda, dikerjakan personel terlatih.',
  loading: 'Memuat data...',
  notFound: 'Layanan tidak ditemukan',
  fetchFailedLog: 'Gagal mengambil data layanan',
  noImage: 'Tidak ada gambar',
  noDescription: 'Deskripsi tidak tersedia',
  readMore: 'Read More',
  serviceInvalid: 'Layanan harus keamanan, kebersihan atau parkir',
  contentInvalid: 'Deskripsi harus berupa teks',
  contentTooLong: (max: number) => `Deskripsi maksimal ${max} karakter`,
  imageRequired: 'Pilih gambar terlebih dahulu',
  editorTitle: 'Edit Kartu Layanan',
  serviceLabel: 'Layanan',
  descriptionLabel: 'Deskripsi',
  imageLabel: 'Gambar kartu',
  uploadImage: 'Unggah Gambar',
  saveDescription: 'Simpan Deskripsi',
  saved: 'Deskripsi berhasil disimpan',
  saveFailed: 'Gagal menyimpan deskripsi',
  imageUploaded: 'Gambar berhasil diunggah',
  imageUploadFailed: 'Gagal mengunggah gambar',
  loadFailed: 'Gagal memuat data kartu',
} as const;

/** How each service is named on cards, page headings and the editor's select. */
export const SERVICE_NAMES: Record<Service, string> = {
  keamanan: 'Keamanan',
  kebersihan: 'Kebersihan',
  parkir: 'Pengelolaan Parkir',
};

export const cardsTextEn: Pick<
  Widen<typeof cardsText>,
  | 'sectionTitle'
  | 'sectionIntro'
  | 'loading'
  | 'notFound'
  | 'noImage'
  | 'noDescription'
  | 'readMore'
> = {
  sectionTitle: 'Our Services',
  sectionIntro:
    'Three core services for your buildings and estates, delivered by trained personnel.',
  loading: 'Loading...',
  notFound: 'Service not found',
  noImage: 'No image',
  noDescription: 'No description yet',
  readMore: 'Read More',
};

export const SERVICE_NAMES_EN: Record<Service, string> = {
  keamanan: 'Security',
  kebersihan: 'Cleaning',
  parkir: 'Parking Management',
};
