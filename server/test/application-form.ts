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
 * Sends a valid application (a PNG photo and one PDF resume) with `headers` through
 * POST /api/pelamar, as `app.inject` does; `fields` overrides the text fields.
 */
export async function submitApplication(
  app: TestApp,
  headers: Record<string, string>,
  fields: Record<string, string> = {},
) {
  const body = multipartBody(
    {
      nama: 'Budi Santoso',
      telepon: '081234567890',
      posisi: 'Kebersihan',
      jenis_kelamin: 'Laki-laki',
      tanggal_lahir: '1995-06-01',
      pesan: 'Jl. Melati No. 5',
      persetujuan: 'true',
      ...fields,
    },
    [
      { field: 'foto', filename: 'foto.png', contentType: 'image/png', data: await pngBytes() },
      { field: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfBytes() },
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
