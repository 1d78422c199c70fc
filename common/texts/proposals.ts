import { formatLongDate } from '../dates.ts';

/** Words of proposals: the staff screens, the API's errors, the PDF, the client's page and mails. */
export const proposalsText = {
  serviceNames: {
    keamanan: 'pengamanan (security)',
    kebersihan: 'kebersihan (cleaning service)',
    parkir: 'pengelolaan parkir',
  } as Record<string, string>,
  // The PDF
  pdfTitle: (layanan: string) => `PENAWARAN HARGA JASA ${layanan.toUpperCase()}`,
  pdfNumber: (kode: string, versi: number) => `Nomor: ${kode}/V${versi}`,
  pdfDate: (day: string) => `Tanggal: ${formatLongDate(day)}`,
  pdfTo: 'Kepada Yth.',
  pdfAttention: (nama: string, jabatan: string | null) =>
    `u.p. ${nama}${jabatan ? `, ${jabatan}` : ''}`,
  pdfSite: (alamat: string, kota: string) => `Lokasi: ${alamat}, ${kota}`,
  pdfIntro: (layanan: string, kota: string) =>
    `Dengan hormat, bersama ini kami sampaikan penawaran harga jasa ${layanan} untuk lokasi Bapak/Ibu di ${kota}. ` +
    'Harga disusun dari upah minimum kota (UMK), lembur sesuai Kepmenaker 102/2004, iuran BPJS, THR dan perlengkapan, per bulan.',
  pdfPost: (n: number, nama: string) => `Pos ${n}: ${nama}`,
  pdfPostInfo: (
    personel: number,
    jamPerOrang: number,
    jam: number,
    hari: number,
    perShift: number,
  ) =>
    `${personel} personel, ${String(jamPerOrang).replace('.', ',')} jam per minggu per orang ` +
    `(${jam} jam × ${hari} hari × ${perShift} personel per shift)`,
  pdfComponent: 'Komponen',
  pdfPerPerson: 'Per orang per bulan',
  pdfPostTotal: (personel: number) => `Jumlah (${personel} personel)`,
  pdfRows: {
    upah: 'Upah pokok',
    lembur: 'Lembur',
    bpjs_tk: 'BPJS Ketenagakerjaan',
    bpjs_kes: 'BPJS Kesehatan',
    thr: 'THR (1/12)',
    perlengkapan: 'Seragam dan perlengkapan',
    jumlah: 'Jumlah',
  },
  pdfSummary: 'Rekapitulasi per bulan',
  pdfSummaryPost: 'Pos',
  pdfSummaryPeople: 'Personel',
  pdfSummaryAmount: 'Jumlah',
  pdfStaffCost: 'Biaya personel',
  pdfFee: (persen: number) => `Management fee (${String(persen).replace('.', ',')}%)`,
  pdfDpp: 'Dasar pengenaan pajak (DPP)',
  pdfPpn: (persen: number) => `PPN (${String(persen).replace('.', ',')}%)`,
  pdfTotal: 'Total per bulan',
  pdfInWords: (words: string) => `Terbilang: ${words}`,
  pdfValidity: (day: string, days: number) =>
    `Penawaran ini berlaku sampai ${formatLongDate(day)} (${days} hari).`,
  pdfTermsTitle: 'Syarat dan ketentuan',
  pdfTerms: (kota: string, tahun: number, umk: string) => [
    `Upah pokok tidak kurang dari UMK ${kota} ${tahun} (${umk}); bila UMK berubah, harga disesuaikan.`,
    'Harga adalah biaya per bulan untuk jadwal di atas; lembur di luar jadwal ditagih terpisah.',
    'Tagihan dikirim setiap awal bulan dan dibayar paling lambat 14 hari setelah diterima.',
    'Kontrak berjalan paling singkat 12 bulan dan diperpanjang atas kesepakatan kedua pihak.',
    'Personel terdaftar dalam BPJS Ketenagakerjaan dan BPJS Kesehatan serta menerima THR.',
  ],
  pdfClosing: 'Hormat kami,',
  pdfPage: (page: number, pages: number) => `Halaman ${page} dari ${pages}`,
};
