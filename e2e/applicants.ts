import { readFile } from 'node:fs/promises';

import { type APIRequestContext, type Download, type Page, expect, test } from '@playwright/test';

import { pdfBytes, pngBytes } from '../test-support/sample-files.ts';
import { SUPERADMIN, applicantLoginToken, staffLoginToken } from './fixtures.ts';

/**
 * Applications for browser tests, made through the API: each call registers its own account, so
 * specs running side by side never share a row (docs/conventions.md §5).
 */

/** Random lower-case letters: application names accept letters and spaces only. */
export function randomLetters(length = 8) {
  return Array.from({ length }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
}

/** A capitalised random word, to tag one test's applicants (and find them with the search). */
export function letterTag() {
  const letters = randomLetters(8);
  return `${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

/** A unique application name such as 'Andi Qwxyzabc'. */
export const letterName = (prefix: string) => `${prefix} ${letterTag()}`;

/** A unique Indonesian mobile number (08 then 10 digits), so no other row counts as a duplicate. */
export function uniqueMobile() {
  return `0812${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** A birth date `years` years before today in Jakarta (the company's time zone). */
export function birthDate(years: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  return `${Number(today.slice(0, 4)) - years}${today.slice(4, 10)}`.replace(/-02-29$/, '-02-28');
}

/**
 * A NIK that fits a holder born on `birth` (YYYY-MM-DD) of `gender` (docs/decisions/046): West
 * Java (32) with a random regency and district (digits the check does not read), the birth date
 * DDMMYY with 40 added to the day for women, and a random serial unless `serial` is given, so no
 * other row shares it.
 */
export function nikFor(
  birth: string,
  gender: 'Laki-laki' | 'Perempuan' = 'Laki-laki',
  serial?: number,
) {
  const [year, month, day] = birth.split('-');
  const encodedDay = Number(day) + (gender === 'Perempuan' ? 40 : 0);
  const number = serial ?? 1 + Math.floor(Math.random() * 9998);
  const area = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return `32${area}${String(encodedDay).padStart(2, '0')}${month}${year.slice(2)}${String(number).padStart(4, '0')}`;
}

export interface ApplicationFields {
  nama: string;
  telepon?: string;
  posisi?: 'Security' | 'Kebersihan' | 'Pengelola Parkir';
  /** Apply to a vacancy, with its answers as JSON text (docs/decisions/031). */
  lowongan_id?: string;
  jawaban?: string;
  /** With a vacancy: its NIK (a fresh one by default) and any fields its requirements ask. */
  nik?: string;
  extra?: Record<string, string>;
  /** With a vacancy: documents besides the KTP, each a PNG (or a PDF when its name is in `pdf`). */
  documents?: string[];
}

/** POST /api/pelamar as the applicant whose token this is; answers the stored application. */
export async function applyThroughApi(
  request: APIRequestContext,
  token: string,
  fields: ApplicationFields,
) {
  const born = birthDate(30);
  const response = await request.post('/api/pelamar', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      nama: fields.nama,
      telepon: fields.telepon ?? uniqueMobile(),
      posisi: fields.posisi ?? 'Security',
      jenis_kelamin: 'Laki-laki',
      tanggal_lahir: born,
      pesan: 'Jl. Mawar 1, Bekasi',
      persetujuan: 'true',
      ...(fields.lowongan_id ? { lowongan_id: fields.lowongan_id } : {}),
      ...(fields.jawaban ? { jawaban: fields.jawaban } : {}),
      // docs/decisions/046: an application to a vacancy carries the NIK and a KTP photo.
      ...(fields.lowongan_id
        ? {
            nik: fields.nik ?? nikFor(born),
            ktp: { name: 'ktp.png', mimeType: 'image/png', buffer: await pngBytes() },
            ...fields.extra,
          }
        : {}),
      ...Object.fromEntries(
        await Promise.all(
          (fields.documents ?? []).map(async (name) => [
            name,
            { name: `${name}.png`, mimeType: 'image/png', buffer: await pngBytes() },
          ]),
        ),
      ),
      foto: { name: 'foto.png', mimeType: 'image/png', buffer: await pngBytes() },
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; user_id: number; nama: string };
}

/** A new applicant account that applies at once (for rows staff work on). */
export async function createApplication(request: APIRequestContext, fields: ApplicationFields) {
  const { token } = await applicantLoginToken(request);
  return applyThroughApi(request, token, fields);
}

/**
 * One application per first name, named `${first} ${tag}` with one fresh tag, so a search for
 * the tag finds exactly these rows. Made one after another, in the order given.
 */
export async function taggedApplications(request: APIRequestContext, firstNames: string[]) {
  const tag = letterTag();
  const rows = [];
  for (const first of firstNames)
    rows.push(await createApplication(request, { nama: `${first} ${tag}` }));
  return { tag, rows };
}

/** Staff calls through the API as the superadmin (to prepare rows, not to test the screens). */
export async function superadminApi(request: APIRequestContext) {
  const { token } = await staffLoginToken(request, SUPERADMIN.nama, SUPERADMIN.password);
  const headers = { authorization: `Bearer ${token}` };
  const send = async (method: 'put' | 'post', path: string, data: unknown) => {
    const response = await request[method](`/api${path}`, { headers, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response.json();
  };
  return {
    schedule: (id: number, jadwal: string) =>
      send('put', `/pelamar/${id}/jadwal`, { jadwal_interview: jadwal }),
    status: (id: number, status: string) => send('put', `/pelamar/${id}/status`, { status }),
    note: (id: number, text: string) => send('post', `/pelamar/${id}/notes`, { text }),
    get: async (path: string) => {
      const response = await request.get(`/api${path}`, { headers });
      expect(response.status(), await response.text()).toBe(200);
      return response.json();
    },
    put: (path: string, data: unknown) => send('put', path, data),
  };
}

/**
 * Full-page screenshots at 375 and 1280 px into the test's output folder, or into SHOTS_DIR when
 * set (to look at them); the viewport goes back to 1280 × 720 afterwards.
 */
export async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: the sticky header and the fixed sidebar are drawn where the view scrolled to.
    await page.evaluate(() => window.scrollTo(0, 0));
    const file = `${name}-${width}.png`;
    const dir = process.env.SHOTS_DIR;
    await page.screenshot({
      path: dir ? `${dir}/${file}` : test.info().outputPath(file),
      fullPage: true,
      // The admin shell slides its padding for 200 ms after a resize: shoot the end state.
      animations: 'disabled',
    });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/**
 * Full-page screenshots at 375 and 1280 px into SCREENSHOT_DIR, only when it is set (to look at
 * new screens); the viewport goes back to 1280 × 720 afterwards.
 */
export async function screenshotsWhenAsked(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The text of a finished download (an .ics invitation), after checking its file name. */
export async function downloadedText(download: Download, name = 'interview.ics') {
  expect(download.suggestedFilename()).toBe(name);
  return readFile(await download.path(), 'utf8');
}

/** Attaches a one-page PDF resume (`resume`: file name and its text) and a photo to the career form. */
export async function attachApplicationFiles(page: Page, resume: { name: string; text: string }) {
  await page.getByLabel('Resume / CV (PDF, DOC, DOCX)').setInputFiles({
    name: resume.name,
    mimeType: 'application/pdf',
    buffer: pdfBytes(resume.text),
  });
  await page
    .getByLabel('Foto (gambar)')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: await pngBytes(240, 320) });
}
