import { randomInt } from 'node:crypto';

import type { VacancyRequirements } from '#common/schemas/guard-hiring';

import { SECURITY_REQUIREMENTS } from '../db/demo-vacancies.ts';
import { multipartParts, pdfBytes, pngBytes } from '../../test-support/sample-files.ts';
import type { TestApp } from './build-test-app.ts';
import { loginAsApplicant } from './login-as.ts';
import { createVacancy } from './vacancies.ts';

/**
 * Guard-ready hiring in API tests (docs/decisions/046-specific-personal-data.md): a vacancy with
 * requirements, and an application to it with a NIK and documents.
 */

/** A security vacancy asking for everything: SMA/SMK, 165/160 cm, Gada Pratama, SKCK, health. */
export const FULL_REQUIREMENTS: VacancyRequirements = {
  ...SECURITY_REQUIREMENTS,
  surat_sehat: true,
};

/** Creates an open vacancy with `syarat` as `headers`' staff member. */
export const createGuardVacancy = (
  app: TestApp,
  headers: Record<string, string>,
  syarat: VacancyRequirements = FULL_REQUIREMENTS,
) => createVacancy(app, headers, { syarat });

/** The NIK of a man born 1 June 1995 in Kota Bekasi (32 75 01), serial `serial`. */
export const nikFor = (serial = 1) => `327501010695${String(serial).padStart(4, '0')}`;

/**
 * A NIK of the same man no other test application has: West Java (32), a random regency and
 * district (digits the check does not read) and a random serial. nikFor's serials alone (1–9999)
 * met each other often enough to make a duplicate where a test expected none.
 */
const uniqueNik = () =>
  `32${String(randomInt(0, 10_000)).padStart(4, '0')}010695${String(randomInt(1, 10_000)).padStart(4, '0')}`;

/** A day `days` from today (UTC), YYYY-MM-DD. */
export const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A phone number no other test application has (08 and ten digits). */
export const uniquePhone = () => `08${String(randomInt(1e9, 1e10))}`;

/** Every field a fully asking vacancy needs, each meeting its requirement; a phone of its own. */
export const guardFields = (lowonganId: number): Record<string, string> => ({
  nama: 'Budi Santoso',
  telepon: uniquePhone(),
  posisi: 'Security',
  jenis_kelamin: 'Laki-laki',
  tanggal_lahir: '1995-06-01',
  pesan: 'Jl. Melati No. 5',
  persetujuan: 'true',
  lowongan_id: String(lowonganId),
  nik: uniqueNik(),
  tinggi_badan: '172',
  berat_badan: '68',
  pendidikan: 'SMA/SMK',
  skck_tanggal: dayFromNow(-30),
  gada_tingkat: 'Pratama',
  gada_nomor: 'GP/2024/001234',
  surat_sehat_tanggal: dayFromNow(-10),
});

export const GUARD_DOCUMENTS = ['ktp', 'skck', 'sertifikat_gada', 'surat_sehat'] as const;

/**
 * POST /api/pelamar with `fields` (each '' or undefined left out) and one PNG per name in
 * `documents` (a PDF for names in `pdf`), besides the photo and CV.
 */
export async function sendGuardApplication(
  app: TestApp,
  headers: Record<string, string>,
  fields: Record<string, string | undefined>,
  documents: readonly string[] = GUARD_DOCUMENTS,
  options: { pdf?: readonly string[]; bytes?: Record<string, Buffer> } = {},
) {
  const png = await pngBytes();
  const form = multipartParts([
    ...Object.entries(fields)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([name, value]) => ({ name, value })),
    { name: 'foto', filename: 'foto.png', contentType: 'image/png', data: png },
    { name: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfBytes() },
    ...documents.map((name) =>
      options.pdf?.includes(name)
        ? {
            name,
            filename: `${name}.pdf`,
            contentType: 'application/pdf',
            data: options.bytes?.[name] ?? pdfBytes(name),
          }
        : {
            name,
            filename: `${name}.png`,
            contentType: 'image/png',
            data: options.bytes?.[name] ?? png,
          },
    ),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/pelamar',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

/**
 * A new applicant applies to `lowonganId` with every field and document; returns the application's
 * id and the applicant's headers.
 */
export async function applyAsGuard(
  app: TestApp,
  lowonganId: number,
  overrides: Record<string, string | undefined> = {},
  documents: readonly string[] = GUARD_DOCUMENTS,
) {
  const applicant = await loginAsApplicant(app);
  const sent = await sendGuardApplication(
    app,
    applicant.headers,
    { ...guardFields(lowonganId), ...overrides },
    documents,
  );
  if (sent.statusCode !== 201) throw new Error(`application refused: ${sent.body}`);
  return { id: (sent.json() as { id: number }).id, headers: applicant.headers };
}
