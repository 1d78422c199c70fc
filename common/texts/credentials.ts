import { formatFullDate } from '../dates.ts';

/**
 * The credential register of accepted applicants (/admin/kredensial,
 * docs/decisions/047-credential-register.md): Gada, KTA, SKCK and health certificate dates.
 */
export const credentialsText = {
  menu: 'Register Kredensial',
  title: 'Register Kredensial',
  intro:
    'Sertifikat Gada, KTA, SKCK dan surat keterangan sehat pelamar yang diterima, dengan tanggal berakhirnya.',
  onlyAllowed: 'Halaman ini hanya dapat diakses oleh HRD, Admin dan Super Admin',
  endsWithinLabel: 'Berakhir dalam (hari)',
  endsWithinHint: 'Kosongkan untuk semua; yang sudah berakhir ikut ditampilkan.',
  endsWithinInvalid: 'Filter berakhir_dalam harus bilangan bulat 0–365 hari',
  needsActionInvalid: 'Filter perlu_tindakan harus 1',
  needsActionLabel:
    'Hanya yang perlu tindakan (dokumen ditolak, belum diperiksa, atau tanpa tanggal berakhir)',
  needsActionShort: 'perlu tindakan',
  exportCsv: 'Unduh CSV',
  exportFailed: 'Gagal mengunduh CSV',
  loading: 'Memuat register kredensial...',
  loadFailed: 'Gagal memuat register kredensial',
  empty: 'Tidak ada pelamar diterima yang cocok',
  total: (n: number) => `${n} orang`,
  filteredUntil: (days: number, until: string) =>
    `berakhir dalam ${days} hari (s.d. ${formatFullDate(until)})`,
  none: '-',
  expired: 'Sudah berakhir',
  endsSoon: (days: number) => (days === 0 ? 'Berakhir hari ini' : `Berakhir dalam ${days} hari`),
  columns: {
    name: 'Nama',
    position: 'Posisi',
    gada: 'Gada',
    kta: 'KTA',
    skck: 'SKCK',
    suratSehat: 'Surat Sehat',
    verification: 'Verifikasi',
  },
  verificationStates: { belum: 'menunggu', sah: 'sah', ditolak: 'ditolak' },
  verificationLine: (label: string, state: string) => `${label}: ${state}`,
  noEndDate: (label: string) => `${label} tanpa tanggal berakhir`,
  gadaValue: (level: string, number: string | null) => (number ? `${level} · ${number}` : level),
  ktaUntil: (until: string) => `berlaku s.d. ${formatFullDate(until)}`,
  skckUntil: (until: string) => `berlaku s.d. ${formatFullDate(until)}`,
  dated: (date: string) => `tanggal ${formatFullDate(date)}`,
  csvHeaders: [
    'ID Pelamar',
    'Nama',
    'Posisi',
    'Tingkat Gada',
    'Nomor Gada',
    'Nomor KTA',
    'KTA Berlaku Sampai',
    'Tanggal SKCK',
    'SKCK Berlaku Sampai',
    'Tanggal Surat Sehat',
    'Verifikasi SKCK',
    'Verifikasi Sertifikat Gada',
    'Verifikasi KTA',
    'Verifikasi Surat Sehat',
  ],
  mailSubject: (n: number) => `Register kredensial: ${n} berakhir dalam 60 hari`,
  mailText: (lines: string[], link: string) =>
    [
      'Kredensial pegawai berikut berakhir (atau sudah berakhir) dalam 60 hari:',
      '',
      ...lines,
      '',
      `Register lengkap: ${link}`,
    ].join('\n'),
  mailLine: (nama: string, posisi: string, ends: string[]) =>
    `- ${nama} (${posisi}): ${ends.join('; ')}`,
  mailKta: (nomor: string | null, until: string) =>
    nomor ? `KTA ${nomor} berlaku s.d. ${until}` : `KTA berlaku s.d. ${until}`,
  mailSkck: (until: string) => `SKCK berlaku s.d. ${until}`,
  mailRejected: (label: string) => `${label} ditolak saat verifikasi`,
} as const;
