import type { APIRequestContext } from '@playwright/test';

import { applyThroughApi, letterName } from './applicants.ts';
import { SUPERADMIN, applicantLoginToken, expect, staffLoginToken } from './fixtures.ts';

/** Hiring days in browser tests: a session with an invited application, through the API. */

/**
 * A hiring day with one invited application. `today`: it starts in two minutes, so its code is
 * taken at check-in (only on the session's day, decision 052); otherwise three days ahead.
 */
export async function hiringDayWithInvitee(request: APIRequestContext, today = false) {
  const start = new Date(Date.now() + (today ? 2 * 60_000 : 3 * 24 * 3600_000));
  start.setUTCSeconds(0, 0);
  const response = await request.post('/api/sesi', {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
    data: {
      judul: `Hari Rekrutmen ${letterName('Uji')}`,
      jenis: 'rekrutmen',
      mulai: start.toISOString(),
      selesai: new Date(start.getTime() + 4 * 3600_000).toISOString(),
      lokasi: 'Kantor Sigap, Jl. TB Simatupang, Jakarta Selatan',
      kapasitas: 20,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const hiringDay = (await response.json()) as { id: number; judul: string };
  const applicant = await applicantLoginToken(request);
  const application = await applyThroughApi(request, applicant.token, { nama: letterName('Budi') });
  return { hiringDay, applicant, application };
}

const staffToken = async (request: APIRequestContext) =>
  (await staffLoginToken(request, SUPERADMIN.nama, SUPERADMIN.password)).token;

export async function invite(request: APIRequestContext, sesiId: number, ids: number[]) {
  const response = await request.post(`/api/sesi/${sesiId}/undang`, {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
    data: { pelamar_ids: ids },
  });
  expect(response.status(), await response.text()).toBe(200);
}
