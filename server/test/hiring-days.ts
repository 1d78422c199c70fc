import type { HiringDayInput } from '#common/schemas/hiring-days';

import type { TestApp } from './build-test-app.ts';
import { createApplicantRow, type ApplicantSeed } from './applicant-rows.ts';

/** Rows and calls the hiring days tests share: a hiring day through the API, an applicant with a token. */

const HOUR = 3600_000;

/** A hiring day input starting `hoursAhead` from now, two hours long, with `kapasitas` places. */
export function hiringDayInput(
  overrides: Partial<HiringDayInput> = {},
  hoursAhead = 72,
): HiringDayInput {
  const start = new Date(Date.now() + hoursAhead * HOUR);
  start.setUTCSeconds(0, 0);
  return {
    judul: 'Hari Rekrutmen Security Cikarang',
    jenis: 'rekrutmen',
    mulai: start.toISOString().replace('Z', '+00:00'),
    selesai: new Date(start.getTime() + 2 * HOUR).toISOString(),
    lokasi: 'Kantor Sigap, Jl. Jababeka Raya No. 5, Cikarang',
    kapasitas: 10,
    ...overrides,
  };
}

export async function createHiringDay(
  app: TestApp,
  headers: Record<string, string>,
  overrides: Partial<HiringDayInput> = {},
  hoursAhead?: number,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/sesi',
    headers,
    payload: hiringDayInput(overrides, hoursAhead),
  });
  if (response.statusCode !== 201)
    throw new Error(`POST /api/sesi answered ${response.statusCode}: ${response.body}`);
  return response.json<{ id: number; mulai: string; kapasitas: number }>();
}

/** An application and its account's bearer headers. */
export async function applicantWithToken(app: TestApp, seed: ApplicantSeed = {}) {
  const row = await createApplicantRow(app, seed);
  const token = await app.auth.issueApplicantToken({
    id: row.user_id,
    nama: row.nama,
    email: row.email,
  });
  return { row, headers: { authorization: `Bearer ${token}` } };
}

export async function invite(
  app: TestApp,
  headers: Record<string, string>,
  sesiId: number,
  ids: number[],
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/sesi/${sesiId}/undang`,
    headers,
    payload: { pelamar_ids: ids },
  });
  if (response.statusCode !== 200)
    throw new Error(`undang answered ${response.statusCode}: ${response.body}`);
  return response.json<{ diundang: number; sudah: number }>();
}

export const book = (app: TestApp, headers: Record<string, string>, sesiId: number) =>
  app.inject({ method: 'POST', url: `/api/user/sesi/${sesiId}/pesan`, headers });

/** Moves a hiring day into the past directly (the API refuses past times). */
export const moveIntoPast = (app: TestApp, sesiId: number) =>
  app.db
    .updateTable('hiring_sessions')
    .set({
      mulai: new Date(Date.now() - 3 * HOUR).toISOString(),
      selesai: new Date(Date.now() - HOUR).toISOString(),
    })
    .where('id', '=', sesiId)
    .execute();

/**
 * Moves a hiring day to now (its day, in any time zone, is today) once its bookings are made: check-in
 * is taken on the session's day only (docs/decisions/052-guard-document-loop.md).
 */
export async function moveHiringDayToNow(app: TestApp, sesiId: number) {
  const now = Date.now();
  await app.db
    .updateTable('hiring_sessions')
    .set({
      mulai: new Date(now).toISOString(),
      selesai: new Date(now + 60_000).toISOString(),
    })
    .where('id', '=', sesiId)
    .execute();
}
