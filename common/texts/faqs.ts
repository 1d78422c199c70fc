import type { Widen } from '../lang.ts';

/** Every FAQ text (docs/product.md §2 FAQ accordion and editor, §5, §8). */
export const faqsText = {
  sectionTitle: 'FAQ',
  sectionSubtitle: 'Pertanyaan yang sering diajukan',
  questionLabel: 'Pertanyaan',
  answerLabel: 'Jawaban',
  questionRequired: 'Pertanyaan wajib diisi',
  answerRequired: 'Jawaban wajib diisi',
  notFound: 'FAQ tidak ditemukan',
  fetchFailedLog: 'Gagal mengambil FAQ:',
  editorTitle: 'Manajemen FAQ',
  addTitle: 'Tambah FAQ',
  editTitle: 'Edit FAQ',
  listTitle: 'Daftar FAQ',
  empty: 'Belum ada FAQ.',
  saved: 'FAQ berhasil disimpan',
  saveFailed: 'Gagal menyimpan FAQ',
  deleted: 'FAQ berhasil dihapus',
  deleteFailed: 'Gagal menghapus FAQ',
  loadFailed: 'Gagal memuat FAQ',
} as const;

export const faqsTextEn: Pick<Widen<typeof faqsText>, 'sectionTitle' | 'sectionSubtitle'> = {
  sectionTitle: 'FAQ',
  sectionSubtitle: 'Frequently asked questions',
};
