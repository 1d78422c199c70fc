/** Texts of the superadmin job screen (/admin/jobs) and its API. */
export const jobsText = {
  title: 'Antrean Tugas',
  intro: 'E-mail keluar dan tugas berkala. Yang gagal tampil paling atas.',
  notFound: 'Tugas gagal tidak ditemukan',
  retry: 'Kirim ulang',
  retried: 'Tugas dimasukkan kembali ke antrean',
  retryFailed: 'Gagal mengirim ulang',
  empty: 'Belum ada tugas',
  loadFailed: 'Gagal memuat data',
  columns: {
    id: 'ID',
    type: 'Jenis',
    status: 'Status',
    attempts: 'Percobaan',
    time: 'Waktu',
    error: 'Galat terakhir',
  },
  statuses: { queued: 'Menunggu', running: 'Berjalan', done: 'Selesai', failed: 'Gagal' },
  menu: 'Antrean Tugas',
};
