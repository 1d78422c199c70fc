/**
 * Texts of the recruiting tools (beyond the first version): history, notes, interview
 * invitations, WhatsApp, bulk work, list sorting, open positions and the dashboard.
 */
export const recruitingText = {
  // History and notes
  historyTitle: 'Riwayat Lamaran',
  historyEmpty: 'Belum ada perubahan status atau jadwal.',
  historyApplied: 'Lamaran dikirim',
  historyStatus: (status: string) => `Status diubah menjadi ${status}`,
  historySchedule: (when: string) => `Jadwal interview: ${when}`,
  historyBy: (by: string) => `oleh ${by}`,
  myHistoryTitle: 'Perjalanan Lamaran',
  notesTitle: 'Catatan Internal',
  notesHint: 'Hanya terlihat oleh staf, tidak pernah oleh pelamar.',
  notesEmpty: 'Belum ada catatan.',
  noteLabel: 'Catatan baru',
  noteSave: 'Simpan Catatan',
  noteSaved: 'Catatan berhasil disimpan',
  noteSaveFailed: 'Gagal menyimpan catatan',
  noteRequired: 'Catatan wajib diisi',
  noteTooLong: (max: number) => `Catatan maksimal ${max} karakter`,
  noteTooLongBytes: 'Catatan terlalu panjang',
  // Interview invitation and calendar
  addToCalendar: 'Tambahkan ke Kalender',
  downloadIcs: 'Unduh Undangan (.ics)',
  calendarFailed: 'Gagal mengunduh undangan kalender',
  noSchedule: 'Jadwal interview belum ditentukan',
  inviteTitle: (posisi: string) => `Interview Sigap: ${posisi}`,
  inviteMailSubject: 'Undangan interview lamaran anda',
  inviteMailText: (nama: string, posisi: string, when: string, place: string, notes: string) =>
    [
      `Halo ${nama},`,
      '',
      `Anda diundang interview untuk lamaran posisi ${posisi}.`,
      `Waktu: ${when}`,
      place ? `Tempat: ${place}` : '',
      notes ? `Catatan: ${notes}` : '',
      '',
      'Undangan kalender terlampir (interview.ics): buka untuk menambahkannya ke kalender anda.',
      '',
      'Terima kasih.',
    ]
      .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
      .join('\n'),
  inviteDescription: (posisi: string, notes: string) =>
    [`Interview lamaran posisi ${posisi}.`, notes].filter(Boolean).join('\n'),
  // WhatsApp
  whatsApp: 'Chat WhatsApp',
  whatsAppOf: (nama: string) => `Chat WhatsApp dengan ${nama}`,
  whatsAppUnavailable: (telepon: string) =>
    `Tombol WhatsApp tidak tersedia: nomor ${telepon} tidak bisa diubah ke format internasional (+62…) nomor ponsel Indonesia.`,
  // List
  positionLabel: 'Posisi',
  allPositions: 'Semua posisi',
  sortLabel: 'Urutkan',
  sortNewest: 'Terbaru',
  sortOldest: 'Terlama',
  sortName: 'Nama A-Z',
  sortNameDesc: 'Nama Z-A',
  duplicate: 'Duplikat',
  duplicateHint: 'Nomor telepon atau email sama dengan lamaran lain',
  sortInvalid: 'Urutan tidak valid',
  positionInvalid: 'Posisi harus Security, Kebersihan atau Pengelola Parkir',
  // Bulk
  selectRow: (nama: string) => `Pilih ${nama}`,
  selectPage: 'Pilih semua di halaman ini',
  selectedCount: (n: number) => `${n} dipilih`,
  selectAllMatching: (n: number) => `Pilih semua ${n} pelamar yang cocok dengan filter`,
  allMatchingSelected: (n: number) => `Semua ${n} pelamar yang cocok dipilih`,
  clearSelection: 'Batalkan pilihan',
  bulkStatus: 'Ubah Status',
  bulkSchedule: 'Atur Jadwal',
  bulkDelete: 'Hapus Terpilih',
  bulkStatusLabel: 'Status untuk yang dipilih',
  bulkScheduleLabel: 'Jadwal interview untuk yang dipilih',
  bulkConfirmTitle: 'Yakin?',
  bulkConfirmStatus: (n: number, status: string) =>
    `Status ${n} pelamar akan diubah menjadi ${status}.`,
  bulkConfirmSchedule: (n: number, when: string) =>
    `Jadwal interview ${n} pelamar akan diatur ke ${when}.`,
  bulkConfirmDelete: (n: number) =>
    `${n} pelamar akan dihapus. Data yang dihapus tidak bisa dikembalikan!`,
  bulkDone: (n: number) => `${n} pelamar diperbarui`,
  bulkDeleted: (n: number) => `${n} pelamar dihapus`,
  bulkSkipped: (names: string) => `Tidak diubah (belum ada jadwal interview): ${names}`,
  bulkFailed: 'Gagal memproses pelamar terpilih',
  bulkNoIds: 'Pilih minimal satu pelamar',
  bulkTooMany: (max: number) => `Maksimal ${max} pelamar sekaligus`,
  bulkDuplicateIds: 'Daftar pelamar berisi ID ganda',
  bulkUnknownIds: (ids: string) => `Pelamar tidak ditemukan: ${ids}`,
  bulkActionInvalid: 'Aksi harus status, jadwal atau hapus',
  bulkIdsOrFilters: 'Kirim ids atau filters, tidak keduanya',
  bulkIdsInvalid: 'ids harus berupa daftar ID pelamar',
  // Open positions and recruiting settings
  positionsTitle: 'Lowongan Dibuka',
  positionOpen: 'Dibuka',
  positionClosed: 'Ditutup',
  positionClosedError: (posisi: string) => `Lowongan ${posisi} sedang ditutup`,
  noOpenPositions: 'Saat ini belum ada lowongan yang dibuka.',
  settingsTitle: 'Pengaturan Rekrutmen',
  settingsIntro:
    'Lowongan yang dibuka, tempat dan catatan interview untuk undangan, serta template pesan WhatsApp.',
  openPositionsLabel: 'Lowongan yang dibuka',
  interviewPlace: 'Tempat Interview',
  interviewNotes: 'Catatan Interview',
  templatesTitle: 'Template Pesan WhatsApp',
  templatesHelp: 'Gunakan {nama}, {posisi}, {status} dan {jadwal} untuk mengisi data pelamar.',
  templateFor: (key: string) => `Template ${key}`,
  templateInterview: 'Template Jadwal Interview',
  settingsSaved: 'Pengaturan rekrutmen berhasil disimpan',
  settingsSaveFailed: 'Gagal menyimpan pengaturan rekrutmen',
  fieldMax: (label: string, max: number) => `${label} maksimal ${max} karakter`,
  templateRequired: (label: string) => `${label} wajib diisi`,
  // Dashboard
  statsTitle: 'Statistik Rekrutmen',
  statsNav: 'Statistik',
  statsTotal: 'Total Pelamar',
  statsPerWeek: 'Pelamar per Minggu (12 minggu terakhir)',
  statsPerPosition: 'Pelamar per Posisi',
  statsPerStatus: 'Pelamar per Status',
  statsDecision: 'Waktu dari Lamaran ke Keputusan',
  statsDecided: (n: number) => `${n} lamaran sudah diputuskan`,
  statsAverage: 'Rata-rata',
  statsMedian: 'Median',
  statsDays: (days: number) => `${days.toLocaleString('id-ID', { maximumFractionDigits: 1 })} hari`,
  statsNone: '–',
  statsLoadFailed: 'Gagal memuat statistik',
  statsWeekOf: (day: string) => `Minggu ${day}`,
  statsDenied: 'Halaman ini hanya bisa diakses oleh HRD',
} as const;

/** Default WhatsApp messages (editable in the recruiting settings). */
export const DEFAULT_WHATSAPP_TEMPLATES = {
  Menunggu:
    'Halo {nama}, kami dari HRD Sigap. Lamaran anda untuk posisi {posisi} sudah kami terima dan sedang kami tinjau.',
  Diterima:
    'Halo {nama}, selamat! Lamaran anda untuk posisi {posisi} DITERIMA. Kami akan menghubungi anda untuk langkah berikutnya.',
  Ditolak:
    'Halo {nama}, terima kasih atas minat anda pada posisi {posisi}. Mohon maaf, lamaran anda belum dapat kami terima saat ini.',
  interview:
    'Halo {nama}, kami dari HRD Sigap. Anda diundang interview untuk posisi {posisi} pada {jadwal}. Mohon konfirmasi kehadiran anda.',
} as const;
