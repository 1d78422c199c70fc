import {
  type EmploymentType,
  MAX_AGE,
  MIN_AGE,
  type Position,
  SECURITY_MIN_HEIGHT_CM,
  type YesNo,
} from '#common/rules';

const AGES = `usia ${MIN_AGE}–${MAX_AGE} tahun`;

/**
 * Demo vacancies for a new site (SEED_DEMO=1), one per service, so a first `npm start` shows the
 * vacancy list, the vacancy pages and the home page's latest-vacancies section filled in. They
 * close DEMO_VACANCY_OPEN_DAYS after the site is seeded, as a real posting would.
 */
export const DEMO_VACANCY_OPEN_DAYS = 60;

interface DemoVacancy {
  slug: string;
  judul: string;
  posisi: Position;
  kota: string;
  provinsi: string;
  lokasi: string;
  jenis: EmploymentType;
  kuota: number;
  /** Sanitized-HTML subset the staff editor writes (paragraphs and lists). */
  deskripsi: string;
  gaji_min: number;
  gaji_max: number;
  tampilkan_gaji: boolean;
  pertanyaan: Array<{ id: number; teks: string; jawaban_diharapkan: YesNo | null }>;
}

export const DEMO_VACANCIES: DemoVacancy[] = [
  {
    slug: 'satpam-gedung-perkantoran-jakarta-selatan',
    judul: 'Satpam Gedung Perkantoran',
    posisi: 'Security',
    kota: 'Jakarta Selatan',
    provinsi: 'DKI Jakarta',
    lokasi: 'Menara Sudirman',
    jenis: 'Kontrak',
    kuota: 6,
    deskripsi:
      '<p>Menjaga keamanan lobi, area parkir dan lantai kantor dengan sistem tiga shift.</p>' +
      `<ul><li>Pria, ${AGES}, tinggi minimal ${SECURITY_MIN_HEIGHT_CM} cm</li>` +
      '<li>Memiliki sertifikat Gada Pratama</li><li>Bersedia bekerja bergiliran shift</li></ul>',
    gaji_min: 5_200_000,
    gaji_max: 5_800_000,
    tampilkan_gaji: true,
    pertanyaan: [
      { id: 1, teks: 'Apakah Anda memiliki sertifikat Gada Pratama?', jawaban_diharapkan: 'ya' },
    ],
  },
  {
    slug: 'cleaning-service-rumah-sakit-bekasi',
    judul: 'Cleaning Service Rumah Sakit',
    posisi: 'Kebersihan',
    kota: 'Bekasi',
    provinsi: 'Jawa Barat',
    lokasi: 'Rumah Sakit Medika Utama',
    jenis: 'Penuh Waktu',
    kuota: 10,
    deskripsi:
      '<p>Menjaga kebersihan ruang rawat, selasar dan area umum rumah sakit sesuai standar ' +
      'kebersihan fasilitas kesehatan.</p>' +
      `<ul><li>Pria atau wanita, ${AGES}</li><li>Teliti dan terbiasa bekerja rapi</li>` +
      '<li>Pelatihan K3 dan penanganan limbah diberikan</li></ul>',
    gaji_min: 4_600_000,
    gaji_max: 5_000_000,
    tampilkan_gaji: true,
    pertanyaan: [],
  },
  {
    slug: 'juru-parkir-pusat-perbelanjaan-jakarta-utara',
    judul: 'Juru Parkir Pusat Perbelanjaan',
    posisi: 'Pengelola Parkir',
    kota: 'Jakarta Utara',
    provinsi: 'DKI Jakarta',
    lokasi: 'Mal Kelapa Gading Square',
    jenis: 'Kontrak',
    kuota: 8,
    deskripsi:
      '<p>Mengatur arus kendaraan, melayani tiket dan pembayaran parkir, serta menjaga ketertiban ' +
      'area parkir mal.</p>' +
      `<ul><li>Pria atau wanita, ${AGES}</li><li>Ramah dan komunikatif</li>` +
      '<li>Bersedia bekerja pada akhir pekan dan hari libur</li></ul>',
    gaji_min: 4_800_000,
    gaji_max: 5_300_000,
    tampilkan_gaji: false,
    pertanyaan: [
      { id: 1, teks: 'Apakah Anda bersedia bekerja pada akhir pekan?', jawaban_diharapkan: 'ya' },
    ],
  },
];
