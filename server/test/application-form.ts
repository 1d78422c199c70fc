import { multipartBody, pdfBytes, pngBytes } from '../../test-support/sample-files.ts';
import type { TestApp } from './build-test-app.ts';

/**
 * An application as the career form sends it, as FormData for `fetch` against a running server:
 * one JPEG photo and the given PDF resumes (cv.pdf, cv2.pdf, …).
 */
export function applicationFormData(nama: string, files: { photo: Buffer; resumes: Buffer[] }) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    nama,
    telepon: '081234567890',
    posisi: 'Security',
    jenis_kelamin: 'Laki-laki',
    tanggal_lahir: '1995-05-05',
    pesan: 'Jl. Merdeka 1, Jakarta',
    persetujuan: 'true',
  }))
    form.append(key, value);
  form.append('foto', new Blob([new Uint8Array(files.photo)], { type: 'image/jpeg' }), 'foto.jpg');
  files.resumes.forEach((resume, index) =>
    form.append(
      'resume',
      new Blob([new Uint8Array(resume)], { type: 'application/pdf' }),
      index === 0 ? 'cv.pdf' : `cv${index + 1}.pdf`,
    ),
  );
  return form;
}

/**
 * A NIK that agrees with a birth date (YYYY-MM-DD) and sex: Kota Bekasi (32 75 01), the day plus
 * 40 for a woman (docs/decisions/046-specific-personal-data.md).
 */
export function nikOf(birthDate: string, gender: string, serial = 1) {
  const [year, month, day] = birthDate.split('-');
  const encodedDay = Number(day) + (gender === 'Perempuan' ? 40 : 0);
  return `327501${String(encodedDay).padStart(2, '0')}${month}${year.slice(2)}${String(serial).padStart(4, '0')}`;
}

/** The text fields of a valid application to a position (no vacancy): a man born 1 June 1995. */
export const APPLICATION_FIELDS: Readonly<Record<string, string>> = {
  nama: 'Budi Santoso',
  telepon: '081234567890',
  posisi: 'Kebersihan',
  jenis_kelamin: 'Laki-laki',
  tanggal_lahir: '1995-06-01',
  pesan: 'Jl. Melati No. 5',
  persetujuan: 'true',
};

/**
 * Sends a valid application (a PNG photo and one PDF resume) with `headers` through
 * POST /api/pelamar, as `app.inject` does; `fields` overrides the text fields. An application
 * to a vacancy also carries a fitting NIK and a KTP photo, unless `fields` gives its own NIK.
 */
export async function submitApplication(
  app: TestApp,
  headers: Record<string, string>,
  fields: Record<string, string> = {},
) {
  const values: Record<string, string> = { ...APPLICATION_FIELDS, ...fields };
  const toVacancy = Boolean(values.lowongan_id);
  const png = await pngBytes();
  const body = multipartBody(
    toVacancy ? { nik: nikOf(values.tanggal_lahir, values.jenis_kelamin), ...values } : values,
    [
      { field: 'foto', filename: 'foto.png', contentType: 'image/png', data: png },
      { field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfBytes() },
      ...(toVacancy
        ? [{ field: 'ktp', filename: 'ktp.png', contentType: 'image/png', data: png }]
        : []),
    ],
  );
  return app.inject({
    method: 'POST',
    url: '/api/pelamar',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/**
 * A second applicant's text fields, other than `submitApplication`'s defaults in every one, for
 * tests that check which fields went where (an export, a burst of one person's submissions).
 */
export const SITI_APPLICATION_FIELDS = {
  nama: 'Siti Aminah',
  telepon: '081234567890',
  posisi: 'Security',
  jenis_kelamin: 'Perempuan',
  tanggal_lahir: '1996-02-03',
  pesan: 'Jl. Kenanga 7, Depok',
  persetujuan: 'true',
};
