/** Texts of the API description screen (/admin/api, superadmin). */
export const apiDocsText = {
  menu: 'Dokumentasi API',
  title: 'Dokumentasi API',
  intro:
    'Semua alamat API Sigap untuk sistem lain (misalnya sistem HRD atau pemantauan), dibuat dari skema yang dipakai server.',
  download: 'Unduh OpenAPI (JSON)',
  search: 'Cari alamat atau keterangan',
  loading: 'Memuat dokumentasi API...',
  loadFailed: 'Gagal memuat dokumentasi API',
  empty: 'Tidak ada alamat yang cocok',
  count: (shown: number, total: number) => `${shown} dari ${total} operasi`,
  needsToken: 'Perlu token (Bearer)',
  publicAccess: 'Terbuka untuk umum',
  parameters: 'Parameter',
  required: 'wajib',
  body: 'Isi permintaan',
  responses: 'Jawaban',
  onlySuperadmin: 'Halaman ini hanya dapat diakses oleh Super Admin',
} as const;
