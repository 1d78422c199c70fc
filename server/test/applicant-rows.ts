import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';

import { localDate, nowIso } from '../lib/dates.ts';
import type { TestApp } from './build-test-app.ts';
import { insertApplicantUser } from './applicant-accounts.ts';
import { applicationsRepo } from '../features/applications/applications.repo.ts';

/** Test rows for the staff side: an account plus its application, made directly in the database. */

const suffix = () => randomBytes(4).toString('hex');
const letters = () =>
  Array.from(randomBytes(6), (b) => String.fromCharCode(97 + (b % 26)))
    .join('')
    .replace(/^./, (c) => c.toUpperCase());

export interface ApplicantSeed {
  nama?: string;
  email?: string;
  posisi?: string;
  status?: 'Menunggu' | 'Diterima' | 'Ditolak';
  jadwal_interview?: string | null;
  created_at?: string;
  pesan?: string;
  telepon?: string;
  /** Store a real photo and two PDFs through app.storage. */
  withFiles?: boolean;
}

export async function createApplicantRow(app: TestApp, seed: ApplicantSeed = {}) {
  const now = seed.created_at ?? nowIso();
  const id = suffix();
  const user = await insertApplicantUser(app, { nama: `pelamar${id}`, at: now });
  let foto = `photos/${'a'.repeat(22)}.webp`;
  let resume = [`documents/${'b'.repeat(22)}.pdf`];
  if (seed.withFiles) {
    const image = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#0f4c81' },
    })
      .png()
      .toBuffer();
    foto = await app.storage.saveImage(image, 'private');
    resume = [];
    for (const n of [1, 2]) {
      const file = path.join(app.storage.tmpDir, `cv-${id}-${n}.pdf`);
      await writeFile(file, `%PDF-1.4\n% test ${n}\n%%EOF\n`);
      resume.push(await app.storage.saveDocument(file, 'pdf'));
    }
  }
  const values = {
    user_id: user.id,
    nama: seed.nama ?? `Budi ${letters()}`,
    email: seed.email ?? user.email,
    telepon: seed.telepon ?? '081234567890',
    posisi: seed.posisi ?? 'Security',
    jenis_kelamin: 'Laki-laki',
    tanggal_lahir: '1995-04-10',
    pesan: seed.pesan ?? 'Jl. Merdeka No. 1, Jakarta',
    resume,
    foto,
    created_at: now,
    created_day: localDate(now, app.config.timeZone),
  };
  let row = await applicationsRepo(app.db).create(values);
  if (seed.status || seed.jadwal_interview !== undefined) {
    row = await app.db
      .updateTable('applicants')
      .set({ status: seed.status ?? row.status, jadwal_interview: seed.jadwal_interview ?? null })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  return row;
}

/** Inserts one application per seed, in the order given (so later seeds get higher ids). */
export async function createApplicantRows(app: TestApp, seeds: ApplicantSeed[]) {
  for (const seed of seeds) await createApplicantRow(app, seed);
}

/** An application's stored status and interview date, read straight from the database. */
export const storedReview = (app: TestApp, id: number) =>
  app.db
    .selectFrom('applicants')
    .select(['status', 'jadwal_interview'])
    .where('id', '=', id)
    .executeTakeFirst();

/** The ids of the applications stored for the applicant account `userId`. */
export const applicationIdsOf = (app: TestApp, userId: number) =>
  app.db.selectFrom('applicants').select('id').where('user_id', '=', userId).execute();

/** Whether the application with `id` is still stored. */
export const applicationExists = async (app: TestApp, id: number) =>
  Boolean(
    await app.db.selectFrom('applicants').select('id').where('id', '=', id).executeTakeFirst(),
  );
