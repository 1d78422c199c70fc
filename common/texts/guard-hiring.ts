import { formatFullDate } from '../dates.ts';

/**
 * Guard-ready hiring texts (docs/decisions/046-specific-personal-data.md): requirements per
 * vacancy, identity and credentials on the application, the self-check and the staff checklist.
 * Every error names its field.
 */
export const guardHiringText = {
  // Field labels (the form and the errors share them)
  nik: 'NIK',
  ktp: 'Foto KTP',
  tinggiBadan: 'Tinggi badan',
  beratBadan: 'Berat badan',
  pendidikan: 'Pendidikan terakhir',
  skck: 'SKCK',
  skckTanggal: 'Tanggal SKCK',
  sertifikatGada: 'Sertifikat Gada',
  gadaTingkat: 'Tingkat Gada',
  gadaNomor: 'Nomor sertifikat Gada',
  kta: 'KTA Satpam',
  ktaNomor: 'Nomor KTA',
  ktaBerlakuSampai: 'Masa berlaku KTA',
  suratSehat: 'Surat keterangan sehat',
  suratSehatTanggal: 'Tanggal surat keterangan sehat',

  // Vacancy requirements (staff form and the public page's 'Persyaratan')
  requirementsTitle: 'Persyaratan',
  pendidikanMin: 'Pendidikan minimal',
  tinggiMinPria: 'Tinggi minimal pria (cm)',
  tinggiMinWanita: 'Tinggi minimal wanita (cm)',
  gadaMin: 'Gada minimal',
  skckRequired: 'Wajib SKCK',
  suratSehatRequired: 'Wajib surat keterangan sehat',
  noRequirement: 'Tidak ada',
  ageLine: (min: number, max: number) => `Usia ${min}–${max} tahun`,
  pendidikanLine: (level: string) => `Pendidikan minimal ${level}`,
  tinggiLine: (pria: number | null, wanita: number | null) =>
    [pria ? `pria ${pria} cm` : null, wanita ? `wanita ${wanita} cm` : null]
      .filter(Boolean)
      .join(', ')
      .replace(/^/, 'Tinggi badan minimal '),
  gadaLine: (level: string) => `Memiliki sertifikat Gada ${level} atau lebih tinggi`,
  skckLine: 'SKCK yang masih berlaku (terbit dalam 6 bulan terakhir)',
  suratSehatLine: 'Surat keterangan sehat dari dokter',

  // Errors (400, each names its field)
  nikRequired: 'NIK wajib diisi',
  nikDigits: 'NIK harus 16 angka',
  nikProvince: 'NIK tidak valid: kode provinsi tidak dikenal',
  nikBirthDate: 'NIK tidak sesuai dengan tanggal lahir dan jenis kelamin',
  nikSerial: 'NIK tidak valid: nomor urut tidak boleh 0000',
  ktpRequired: 'Foto KTP wajib diunggah',
  documentRequired: (label: string) => `${label} wajib diunggah`,
  pdfIncomplete: (label: string) =>
    `${label}: file PDF rusak atau tidak lengkap. Silakan unggah ulang.`,
  wholeNumber: (label: string, min: number, max: number, unit: string) =>
    `${label} harus bilangan bulat ${min}–${max} ${unit}`,
  required: (label: string) => `${label} wajib diisi`,
  dateInvalid: (label: string) => `${label} harus tanggal yang valid (YYYY-MM-DD)`,
  dateInFuture: (label: string) => `${label} tidak boleh di masa depan`,
  levelInvalid: (label: string, levels: readonly string[]) =>
    `${label} harus salah satu dari: ${levels.join(', ')}`,
  textTooLong: (label: string, max: number) => `${label} maksimal ${max} karakter`,
  numberCharacters: (label: string) =>
    `${label} hanya boleh berisi huruf, angka, titik, garis miring dan tanda hubung`,
  booleanInvalid: (label: string) => `${label} harus ya atau tidak`,
  heightRangeInvalid: 'Tinggi minimal harus bilangan bulat 100–230 cm',
  verifikasiInvalid: 'Verifikasi harus salah satu dari: belum, sah, ditolak',
  catatanTooLong: 'Catatan maksimal 500 karakter',
  resendNotRejected: (label: string) =>
    `${label} tidak sedang ditolak, jadi tidak perlu dikirim ulang.`,
  sebelumnyaInvalid: 'sebelumnya harus salah satu dari: belum, sah, ditolak',
  verificationChanged: (label: string, state: string, by: string | null) =>
    by
      ? `${label} baru saja diubah oleh ${by} menjadi '${state}'. Periksa lagi sebelum menyimpan.`
      : `${label} baru saja diubah menjadi '${state}'. Periksa lagi sebelum menyimpan.`,
  verificationLabels: { belum: 'menunggu', sah: 'sah', ditolak: 'ditolak' },
  rejectedMailSubject: (label: string) => `${label} Anda perlu dikirim ulang`,
  rejectedMailText: (nama: string, label: string, posisi: string, note: string, link: string) =>
    [
      `Halo ${nama},`,
      '',
      `${label} pada lamaran Anda untuk posisi ${posisi} belum dapat kami terima.`,
      note ? `Catatan dari tim rekrutmen: ${note}` : null,
      '',
      `Silakan kirim ulang ${label} yang jelas dan terbaca melalui halaman lamaran Anda: ${link}`,
      '',
      'Salam,',
      'Tim Rekrutmen',
    ]
      .filter((line) => line !== null)
      .join('\n'),

  // Checklist (met / not met / not verifiable), by requirement
  usiaMet: (age: number) => `Usia ${age} tahun`,
  usiaNotMet: (age: number, min: number, max: number) =>
    `Usia ${age} tahun, di luar ${min}–${max} tahun`,
  tinggiMet: (cm: number, min: number) => `Tinggi badan ${cm} cm (minimal ${min} cm)`,
  tinggiNotMet: (min: number) => `Tinggi badan di bawah ${min} cm`,
  tinggiUnknown: 'Tinggi badan belum diisi',
  pendidikanMet: (level: string, min: string) => `Pendidikan ${level} (minimal ${min})`,
  pendidikanNotMet: (min: string) => `Pendidikan di bawah ${min}`,
  pendidikanUnknown: 'Pendidikan belum diisi',
  gadaMet: (level: string, min: string) => `Gada ${level} (minimal ${min})`,
  gadaNotMet: (min: string) => `Gada di bawah ${min}`,
  gadaMissing: (min: string) => `Belum memiliki sertifikat Gada ${min}`,
  skckMet: (until: string) => `SKCK berlaku sampai ${formatFullDate(until)}`,
  skckTooOld: 'SKCK lebih dari 6 bulan',
  skckUnknown: 'Tanggal SKCK belum diisi',
  suratSehatMet: 'Surat keterangan sehat ada',
  suratSehatUnknown: 'Surat keterangan sehat diperiksa saat melamar',
  suratSehatMissing: 'Surat keterangan sehat belum ada',
  documentRejected: (label: string, note: string) =>
    note ? `${label} ditolak: ${note}` : `${label} ditolak`,
  pertanyaanMet: 'Jawaban pertanyaan seleksi sesuai',
  pertanyaanNotMet: 'Jawaban pertanyaan seleksi tidak sesuai',

  // Staff list filters and document verification (GET /api/pelamar, PUT …/dokumen/{jenis})
  duplikatFilterInvalid: 'Filter duplikat harus 1',
  syaratFilterInvalid: 'Filter syarat harus 1',
  dokumenFilterInvalid: 'Filter dokumen harus belum',
  documentNotFound: 'Dokumen tidak ditemukan',
  specificDocumentForbidden: 'Dokumen ini hanya dapat diunduh oleh HRD dan Super Admin',
} as const;
