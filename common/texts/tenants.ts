import type { Widen } from '../lang.ts';

/** Every tenant (dokumentasi) text (docs/product.md §2 Tenant List and editor, §5, §8). */
export const tenantsText = {
  sectionTitle: 'Tenant List',
  sectionSubtitle: 'Kami memiliki klien yang kami layani selama bertahun tahun',
  nameLabel: 'Nama',
  nameRequired: 'Masukkan nama terlebih dahulu!',
  notFound: 'Tenant tidak ditemukan',
  fetchFailedLog: 'Gagal mengambil tenant:',
  editorTitle: 'Manajemen Tenant List',
  addTitle: 'Tambah Tenant',
  editTitle: 'Edit Tenant',
  listTitle: 'Daftar Tenant',
  empty: 'Belum ada tenant.',
  saved: 'Tenant berhasil disimpan',
  saveFailed: 'Gagal menyimpan tenant',
  deleted: 'Tenant berhasil dihapus',
  deleteFailed: 'Gagal menghapus tenant',
  loadFailed: 'Gagal memuat tenant',
} as const;

export const tenantsTextEn: Pick<Widen<typeof tenantsText>, 'sectionTitle' | 'sectionSubtitle'> = {
  sectionTitle: 'Tenant List',
  sectionSubtitle: 'Clients we have served for many years',
};
