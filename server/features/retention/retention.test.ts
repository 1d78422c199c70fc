import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { loginAs } from '../../test/login-as.ts';
import { type TestApp, JOBS_ON_DEMAND } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import {
  type ApplicantSeed,
  applicationExists,
  createApplicantRow,
} from '../../test/applicant-rows.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { purgeExpiredRecords } from '../../domain/retention.ts';
import { recordConsent } from '../../domain/consents.ts';
import { TRACES_ERASED, leaveTraces } from '../../test/erasure-traces.ts';
import { injectAs } from '../../test/inject-as.ts';

/** The purge runs with explicit clocks: rows are written with old timestamps, `now` is passed in. */

const NOW = new Date('2031-06-15T03:00:00.000Z');
const monthsBefore = (months: number, extraMs = 0) => {
  const at = new Date(NOW.getTime() - extraMs);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at.toISOString();
};

describe.each(TEST_DATABASES)('retention purge on %s', (dialect) => {
  let app: TestApp;
  useTestApp((built) => (app = built), dialect, { RETENTION_MONTHS: '12' }, JOBS_ON_DEMAND);

  const privatePath = (key: string) => path.join(app.config.dataDir, 'uploads', 'private', key);

  /** An account with an application, real files and a session, last changed at `updatedAt`. */
  async function seed(status: NonNullable<ApplicantSeed['status']>, updatedAt: string) {
    const row = await createApplicantRow(app, {
      status,
      jadwal_interview: '2030-01-01T10:00',
      created_at: updatedAt,
      withFiles: true,
    });
    const sessionId = `s-${randomBytes(4).toString('hex')}`;
    await app.db
      .insertInto('sessions')
      .values({
        id: sessionId,
        kind: 'applicant',
        user_id: row.user_id,
        created_at: updatedAt,
        last_seen_at: updatedAt,
        expires_at: '2099-01-01T00:00:00.000Z',
        revoked_at: null,
      })
      .execute();
    return {
      id: row.id,
      userId: row.user_id,
      email: row.email,
      sessionId,
      files: [row.foto, ...(JSON.parse(row.resume) as string[])],
    };
  }

  const exists = {
    applicant: (id: number) => applicationExists(app, id),
    user: async (id: number) =>
      Boolean(
        await app.db
          .selectFrom('applicant_users')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst(),
      ),
    session: async (id: string) =>
      Boolean(
        await app.db.selectFrom('sessions').select('id').where('id', '=', id).executeTakeFirst(),
      ),
  };

  it('erases final applications untouched for the period with their files, account and sessions', async () => {
    const accepted = await seed('Diterima', monthsBefore(12, 1000));
    const rejected = await seed('Ditolak', monthsBefore(13));
    const waiting = await seed('Menunggu', monthsBefore(30));
    const recent = await seed('Ditolak', monthsBefore(11));
    // The account's consents, reset links and unsent mail go too (docs/decisions/032).
    const traces = await leaveTraces(app, { id: accepted.userId, email: accepted.email });
    const keptTraces = await leaveTraces(app, { id: recent.userId, email: recent.email });
    await recordConsent(app.db, accepted.userId, 'registrasi');
    for (const key of [...accepted.files, ...recent.files])
      expect(existsSync(privatePath(key))).toBe(true);

    const result = await purgeExpiredRecords(app.db, app.storage, { now: NOW, months: 12 });
    expect(result.applicants).toBe(2);
    // A photo and two documents each.
    expect(result.files).toBe(6);

    for (const gone of [accepted, rejected]) {
      expect(await exists.applicant(gone.id)).toBe(false);
      expect(await exists.user(gone.userId)).toBe(false);
      expect(await exists.session(gone.sessionId)).toBe(false);
      for (const key of gone.files) expect(existsSync(privatePath(key))).toBe(false);
    }
    for (const kept of [waiting, recent]) {
      expect(await exists.applicant(kept.id)).toBe(true);
      expect(await exists.user(kept.userId)).toBe(true);
      expect(await exists.session(kept.sessionId)).toBe(true);
      for (const key of kept.files) expect(existsSync(privatePath(key))).toBe(true);
    }
    expect(await traces.remaining()).toEqual(TRACES_ERASED);
    expect(await keptTraces.remaining()).toEqual({ resets: 1, mail: 2, otherMail: 1 });
    const consents = await app.db
      .selectFrom('consents')
      .select('id')
      .where('user_id', '=', accepted.userId)
      .execute();
    expect(consents).toEqual([]);
    // A second run finds nothing more.
    expect(await purgeExpiredRecords(app.db, app.storage, { now: NOW, months: 12 })).toMatchObject({
      applicants: 0,
      files: 0,
    });
  });

  it('erases contact messages older than the period and keeps newer ones', async () => {
    const add = async (createdAt: string) =>
      (
        await app.db
          .insertInto('contact_messages')
          .values({
            nama: 'Rina',
            email: 'rina@contoh.id',
            telepon: '081234567890',
            pesan: 'Halo',
            dibaca: 0,
            created_day: createdAt.slice(0, 10),
            search_text: 'rina',
            submission_key: null,
            created_at: createdAt,
            updated_at: createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const old = await add(monthsBefore(12, 1));
    const young = await add(monthsBefore(11));
    const result = await purgeExpiredRecords(app.db, app.storage, { now: NOW, months: 12 });
    expect(result.contactMessages).toBe(1);
    const ids = (await app.db.selectFrom('contact_messages').select('id').execute()).map(
      (r) => r.id,
    );
    expect(ids).toContain(young);
    expect(ids).not.toContain(old);
  });

  it('runs daily as a periodic job with RETENTION_MONTHS', async () => {
    const stale = await seed('Ditolak', new Date(Date.now() - 400 * 24 * 3600_000).toISOString());
    // Not in the first hour after the first start.
    await app.jobs.runDue({ types: ['retention-purge'], now: new Date(Date.now() + 1000) });
    expect(await exists.applicant(stale.id)).toBe(true);
    await app.jobs.runDue({ types: ['retention-purge'], now: new Date(Date.now() + 3600_000) });
    expect(await exists.applicant(stale.id)).toBe(false);
    const job = await app.db
      .selectFrom('jobs')
      .select(['status', 'run_at', 'updated_at'])
      .where('unique_key', '=', 'retention-purge')
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('queued');
    expect(Date.parse(job.run_at) - Date.parse(job.updated_at)).toBe(24 * 3600_000);
  });

  it('shows staff when a final application will be erased, and a status save moves the date', async () => {
    const hrd = await loginAs(app, 'hrd');
    const final = await seed('Diterima', '2026-02-10T08:00:00.000Z');
    const waiting = await seed('Menunggu', '2026-02-10T08:00:00.000Z');
    const list = await app.inject({ method: 'GET', url: '/api/pelamar', headers: hrd.headers });
    expect(list.statusCode).toBe(200);
    const rows = list.json<{ id: number; retensi_hingga: string | null }[]>();
    expect(rows.find((row) => row.id === final.id)?.retensi_hingga).toBe(
      '2027-02-10T08:00:00.000Z',
    );
    expect(rows.find((row) => row.id === waiting.id)?.retensi_hingga).toBeNull();

    const detail = await injectAs(app, hrd.headers).get(`/api/pelamar/${final.id}`);
    expect(detail.json()).toMatchObject({ retensi_hingga: '2027-02-10T08:00:00.000Z' });

    const saved = await injectAs(app, hrd.headers).put(`/api/pelamar/${waiting.id}/status`, {
      status: 'Ditolak',
    });
    expect(saved.statusCode).toBe(200);
    const deadline = saved.json<{ retensi_hingga: string }>().retensi_hingga;
    // A year after the save, not after the old timestamp.
    expect(Date.parse(deadline)).toBeGreaterThan(Date.now() + 360 * 24 * 3600_000);
  });
});
