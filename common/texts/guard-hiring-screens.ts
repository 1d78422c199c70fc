/**
 * Guard-ready hiring on the screens (docs/decisions/046-specific-personal-data.md): the vacancy
 * editor's requirement fields, the 'Cek Kelayakan' self-check, the application form's identity
 * and credential fields and the staff checklist. Field labels and error messages shared with the
 * server stay in `guard.ts`.
 */
export const guardHiringScreensText = {
  // Vacancy editor
  requirementsLegend: 'Persyaratan pelamar',
  requirementsHint:
    'Semua opsional. Kosongkan bila lowongan tidak mensyaratkannya. Usia 21–38 tahun selalu berlaku.',
  noMinimum: 'Tidak ada',

  // Cek Kelayakan (self-check on the vacancy page; nothing is sent or stored)
  checkTitle: 'Cek Kelayakan',
  checkIntro:
    'Isi data Anda untuk melihat persyaratan mana yang sudah terpenuhi. Data ini tidak dikirim dan tidak disimpan.',
  checkNoScript: 'Cek Kelayakan memerlukan JavaScript.',
  birthDate: 'Tanggal lahir',
  gender: 'Jenis kelamin',
  choose: 'Pilih',
  noGada: 'Belum punya',
  checkSubmit: 'Cek',
  checkResultTitle: 'Hasil',
  checkAllMet: 'Semua persyaratan yang dapat dinilai terpenuhi.',
  checkSomeMissing: (count: number) => `${count} persyaratan belum terpenuhi.`,
  checkEmpty: 'Isi data di atas lalu tekan Cek.',

  // Verdicts (self-check and staff checklist)
  met: 'Terpenuhi',
  notMet: 'Tidak terpenuhi',
  unknown: 'Tidak dapat dinilai',
  requirementNames: {
    usia: 'Usia',
    tinggi: 'Tinggi badan',
    pendidikan: 'Pendidikan',
    gada: 'Sertifikat Gada',
    skck: 'SKCK',
    surat_sehat: 'Surat keterangan sehat',
    pertanyaan: 'Pertanyaan seleksi',
  },

  // Application form
  identityLegend: 'Identitas dan dokumen',
  identityHint:
    'NIK dan dokumen hanya dilihat tim rekrutmen. Dokumen boleh berupa foto atau PDF; foto diperkecil sebelum dikirim.',
  nikHint: '16 angka sesuai KTP. NIK tidak disimpan di perangkat ini.',
  ktaOptional: 'KTA Satpam (bila ada)',
  documentChosen: (name: string, kb: number) => `${name} (${kb} KB)`,
  gadaAsked: (level: string) => `Lowongan ini meminta Gada ${level}.`,
  educationAsked: (level: string) => `Lowongan ini meminta pendidikan minimal ${level}.`,
  fieldsInvalidTitle: 'Data belum lengkap',
  fieldsInvalidText: 'Periksa kembali isian identitas dan dokumen yang ditandai.',

  // Staff detail
  checklistTitle: 'Persyaratan',
  checklistEmpty: 'Lamaran ini tidak melalui lowongan dengan persyaratan.',
  identityTitle: 'Identitas',
  duplicatesTitle: 'Kemungkinan duplikat',
  duplicatesHint: 'Lamaran lain dengan NIK atau nomor telepon yang sama:',
  duplicateLink: (id: number) => `Lamaran #${id}`,
  documentsTitle: 'Dokumen identitas dan kredensial',
  documentsEmpty: 'Tidak ada dokumen.',
  open: 'Buka',
  download: 'Unduh',
  verification: 'Verifikasi',
  verificationLabels: { belum: 'Belum diverifikasi', sah: 'Sah', ditolak: 'Ditolak' },
  markValid: 'Sah',
  markRejected: 'Ditolak',
  note: 'Catatan',
  noteFor: (label: string) => `Catatan untuk ${label}`,
  verificationSaved: 'Verifikasi dokumen disimpan',
  verificationFailed: 'Gagal menyimpan verifikasi dokumen',
  specificOnly: 'Hanya HRD dan superadmin yang dapat membuka dokumen ini.',
  // One documents card, evidence first (docs/decisions/058)
  applicationFiles: 'Berkas lamaran',
  fileTypes: { image: 'Foto', pdf: 'PDF', file: 'Berkas' },
  previewOf: (label: string) => `Pratinjau ${label}`,
  documentsValid: (valid: number, total: number) => `${valid}/${total} dokumen sah`,
  documentsRejected: (count: number) => `${count} ditolak`,

  // The applicant's own documents (/career/detail, docs/decisions/052-guard-document-loop.md)
  myDocumentsTitle: 'Dokumen identitas dan kredensial',
  myDocumentsIntro:
    'Tim rekrutmen memeriksa setiap dokumen. Bila ada yang ditolak, kirim ulang foto atau PDF yang jelas di sini.',
  myVerificationLabels: { belum: 'Menunggu pemeriksaan', sah: 'Sah', ditolak: 'Ditolak' },
  staffNote: (note: string) => `Catatan tim rekrutmen: ${note}`,
  resendLabel: (label: string) => `Kirim ulang ${label}`,
  resendChoose: 'Pilih foto atau PDF baru',
  resendSubmit: 'Kirim ulang',
  resending: 'Mengirim...',
  resendDone: (label: string) => `${label} terkirim dan menunggu pemeriksaan ulang.`,
  resendFailed: 'Gagal mengirim ulang dokumen',
  resendChooseFirst: 'Pilih file terlebih dahulu',
  resentAt: 'Dikirim ulang oleh pelamar',

  // Staff list filters
  filterMeetsAll: 'Memenuhi semua syarat',
  filterDocumentsPending: 'Dokumen belum diverifikasi',
  filterDuplicates: 'Kemungkinan duplikat',
  nikColumn: 'NIK',
} as const;
