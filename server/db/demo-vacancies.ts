import { type EmploymentType, MAX_AGE, MIN_AGE, type Position, type YesNo } from '#common/rules';
import type { VacancyRequirements } from '#common/schemas/guard-hiring';

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
  /** What the vacancy requires (docs/decisions/047-credential-register.md), stored as JSON. */
  syarat: VacancyRequirements;
}

/**
 * The security vacancy's requirements as a guard company posts them (Perpol 4/2020); the API
 * tests' guard vacancy asks the same and a health certificate (server/test/guard-applications.ts).
 */
export const SECURITY_REQUIREMENTS: VacancyRequirements = {
  pendidikan_min: 'SMA/SMK',
  tinggi_min_pria: 165,
  tinggi_min_wanita: 160,
  gada_min: 'Pratama',
  skck: true,
  surat_sehat: false,
};

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
      `<ul><li>Pria atau wanita, ${AGES}, tinggi minimal ` +
      `${SECURITY_REQUIREMENTS.tinggi_min_pria} cm (pria) / ` +
      `${SECURITY_REQUIREMENTS.tinggi_min_wanita} cm (wanita)</li>` +
      '<li>Pendidikan minimal SMA/SMK, memiliki sertifikat Gada Pratama dan SKCK yang masih ' +
      'berlaku</li><li>Bersedia bekerja bergiliran shift</li></ul>',
    gaji_min: 5_200_000,
    gaji_max: 5_800_000,
    tampilkan_gaji: true,
    // Gada is asked once, by the form's Gada level field (syarat.gada_min), never again as a
    // screening question (docs/decisions/058).
    pertanyaan: [
      {
        id: 1,
        teks: 'Apakah Anda bersedia bekerja bergiliran shift, termasuk malam hari?',
        jawaban_diharapkan: 'ya',
      },
    ],
    syarat: SECURITY_REQUIREMENTS,
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
    // A hospital asks for a health certificate; no height or Gada.
    syarat: {
      pendidikan_min: 'SMP',
      tinggi_min_pria: null,
      tinggi_min_wanita: null,
      gada_min: null,
      skck: false,
      surat_sehat: true,
    },
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
    // Attendants handle parking money: an SKCK, no Gada.
    syarat: {
      pendidikan_min: 'SMA/SMK',
      tinggi_min_pria: null,
      tinggi_min_wanita: null,
      gada_min: null,
      skck: true,
      surat_sehat: false,
    },
  },
];

/** The demo site's upcoming recruitment day (hiring days), for the first vacancy above. */
export const DEMO_RECRUITMENT_DAY = {
  judul: 'Hari Rekrutmen Satpam Jakarta Selatan',
  jenis: 'rekrutmen',
  inDays: 14,
  startTime: '08:00',
  endTime: '12:00',
  lokasi: 'Kantor Sigap, Jl. TB Simatupang Kav. 18, Cilandak, Jakarta Selatan',
  peta_url: null,
  kapasitas: 40,
  vacancySlug: 'satpam-gedung-perkantoran-jakarta-selatan',
};
