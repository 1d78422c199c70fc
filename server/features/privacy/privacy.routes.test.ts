import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import type { TestApp } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { registerAndLogInApplicant } from '../../test/applicant-accounts.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { loginAs } from '../../test/login-as.ts';
import { SITI_APPLICATION_FIELDS, submitApplication } from '../../test/application-form.ts';
import { injectAs } from '../../test/inject-as.ts';
import { expectError } from '../../test/expect-error.ts';
import { TRACES_ERASED, leaveTraces } from '../../test/erasure-traces.ts';

describe.each(TEST_DATABASES)('applicant data rights on %s', (dialect) => {
  let app: TestApp;
  useTestApp((built) => (app = built), dialect);

  const applicant = () => registerAndLogInApplicant(app);

  async function apply(headers: Record<string, string>) {
    const response = await submitApplication(app, headers, SITI_APPLICATION_FIELDS);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; foto: string; resume: string[] };
  }

  async function privateFiles() {
    const root = path.join(app.config.dataDir, 'uploads', 'private');
    const list = async (dir: string) => readdir(path.join(root, dir)).catch(() => [] as string[]);
    return [...(await list('photos')), ...(await list('documents'))];
  }

  /** What `rowsOf` counts once an account is erased. */
  const NOTHING_LEFT = { account: 0, applicants: 0, consents: 0, resets: 0, sessions: 0 };

  async function rowsOf(userId: number) {
    const count = async (table: 'applicants' | 'consents' | 'password_resets') =>
      (await app.db.selectFrom(table).select('id').where('user_id', '=', userId).execute()).length;
    return {
      account: (
        await app.db.selectFrom('applicant_users').select('id').where('id', '=', userId).execute()
      ).length,
      applicants: await count('applicants'),
      consents: await count('consents'),
      resets: await count('password_resets'),
      sessions: (
        await app.db
          .selectFrom('sessions')
          .select('id')
          .where('kind', '=', 'applicant')
          .where('user_id', '=', userId)
          .execute()
      ).length,
    };
  }

  describe('GET /api/user/export', () => {
    it('answers the account, application with signed links, consents and sessions', async () => {
      const user = await applicant();
      const sent = await apply(user.headers);
      const response = await injectAs(app, user.headers).get('/api/user/export');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const data = response.json();
      expect(data.account).toMatchObject({ id: user.id, nama: user.nama, email: user.email });
      expect(data.account).not.toHaveProperty('password_hash');
      expect(JSON.stringify(data)).not.toContain('argon2');
      expect(data.application).toMatchObject({
        id: sent.id,
        nama: SITI_APPLICATION_FIELDS.nama,
        telepon: SITI_APPLICATION_FIELDS.telepon,
        tanggal_lahir: SITI_APPLICATION_FIELDS.tanggal_lahir,
        status: 'Menunggu',
      });
      expect(data.application.resume[0]).toMatch(/^\/api\/files\/documents\/.+\?expires=\d+&sig=/);
      const file = await app.inject({ method: 'GET', url: data.application.resume[0] });
      expect(file.statusCode).toBe(200);
      expect(data.consents.map((c: { purpose: string }) => c.purpose)).toEqual([
        'registrasi',
        'lamaran',
      ]);
      expect(data.consents[0].notice_version).toBe(data.privacyNoticeVersion);
      expect(data.sessions.length).toBeGreaterThanOrEqual(1);
      expect(data.passwordResets).toEqual([]);
    });

    it('includes the status history, oldest first, without the staff names', async () => {
      const user = await applicant();
      const sent = await apply(user.headers);
      const admin = await loginAs(app, 'admin');
      const staff = injectAs(app, admin.headers);
      expect(
        (
          await staff.put(`/api/pelamar/${sent.id}/jadwal`, {
            jadwal_interview: '2030-01-02T09:00',
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await staff.put(`/api/pelamar/${sent.id}/status`, { status: 'Diterima' })).statusCode,
      ).toBe(200);
      const data = (await injectAs(app, user.headers).get('/api/user/export')).json();
      expect(data.statusHistory).toEqual([
        {
          kind: 'jadwal',
          status: expect.any(String),
          jadwal_interview: '2030-01-02T09:00',
          at: expect.any(String),
        },
        {
          kind: 'status',
          status: 'Diterima',
          jadwal_interview: '2030-01-02T09:00',
          at: expect.any(String),
        },
      ]);
      expect(JSON.stringify(data.statusHistory)).not.toContain(admin.nama);
    });

    it('answers null as the application of an applicant who has not applied', async () => {
      const user = await applicant();
      const response = await injectAs(app, user.headers).get('/api/user/export');
      expect(response.json().application).toBeNull();
    });

    it("never answers someone else's data: only the token's own account counts", async () => {
      const owner = await applicant();
      await apply(owner.headers);
      const other = await applicant();
      const response = await injectAs(app, other.headers).get(
        `/api/user/export?userId=${owner.id}&id=${owner.id}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().account.id).toBe(other.id);
      expect(response.body).not.toContain(owner.email);
      expect(response.json().application).toBeNull();
    });

    it('refuses a call without a token (401) and a staff token (401)', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/user/export' })).statusCode).toBe(401);
      const staff = await loginAs(app, 'superadmin');
      const response = await injectAs(app, staff.headers).get('/api/user/export');
      expect(response.statusCode).toBe(401);
    });
  });

  describe('DELETE /api/user', () => {
    it('erases the account, application, files, consents and every session (204)', async () => {
      const user = await applicant();
      const filesBefore = await privateFiles();
      const sent = await apply(user.headers);
      const traces = await leaveTraces(app, user);
      expect((await privateFiles()).length).toBe(filesBefore.length + 2);
      const response = await injectAs(app, user.headers).delete('/api/user', {
        password: user.password,
      });
      expect(response.statusCode).toBe(204);
      expect(await rowsOf(user.id)).toEqual(NOTHING_LEFT);
      expect(await traces.remaining()).toEqual(TRACES_ERASED);
      expect((await privateFiles()).sort()).toEqual(filesBefore.sort());
      expect((await app.inject({ method: 'GET', url: sent.resume[0] })).statusCode).toBe(404);
      const again = await injectAs(app, user.headers).get('/api/user/export');
      expect(again.statusCode).toBe(401);
      const login = await app.inject({
        method: 'POST',
        url: '/api/login-user',
        payload: { nama: user.nama, password: user.password },
      });
      expect(login.statusCode).toBe(401);
    });

    it('refuses a wrong password with 403 in Indonesian and changes nothing', async () => {
      const user = await applicant();
      await apply(user.headers);
      const before = await rowsOf(user.id);
      const files = await privateFiles();
      const response = await injectAs(app, user.headers).delete('/api/user', {
        password: 'bukan-password-saya',
      });
      expectError(response, 403, 'Password salah. Akun anda tidak dihapus.');
      expect(await rowsOf(user.id)).toEqual(before);
      expect((await privateFiles()).sort()).toEqual(files.sort());
    });

    it('refuses a missing password with 400 naming it', async () => {
      const user = await applicant();
      const response = await injectAs(app, user.headers).delete('/api/user', {});
      expectError(response, 400, 'Password wajib diisi');
      expect((await rowsOf(user.id)).account).toBe(1);
    });

    it('leaves other applicants alone', async () => {
      const keep = await applicant();
      await apply(keep.headers);
      const gone = await applicant();
      await apply(gone.headers);
      const before = await rowsOf(keep.id);
      await injectAs(app, gone.headers).delete('/api/user', { password: gone.password });
      expect(await rowsOf(keep.id)).toEqual(before);
    });
  });

  describe('staff deleting an application', () => {
    it("erases the application's files and keeps the account unless asked", async () => {
      const user = await applicant();
      const filesBefore = await privateFiles();
      const sent = await apply(user.headers);
      const hrd = await loginAs(app, 'hrd');
      const response = await injectAs(app, hrd.headers).delete(`/api/pelamar/${sent.id}`);
      expect(response.statusCode).toBe(200);
      expect((await privateFiles()).sort()).toEqual(filesBefore.sort());
      expect(await rowsOf(user.id)).toMatchObject({ account: 1, applicants: 0 });
    });

    it('with hapusAkun=1 also erases the account, consents and sessions', async () => {
      const user = await applicant();
      const sent = await apply(user.headers);
      const traces = await leaveTraces(app, user);
      const admin = await loginAs(app, 'admin');
      const response = await injectAs(app, admin.headers).delete(
        `/api/pelamar/${sent.id}?hapusAkun=1`,
      );
      expect(response.statusCode).toBe(200);
      expect(await rowsOf(user.id)).toEqual(NOTHING_LEFT);
      expect(await traces.remaining()).toEqual(TRACES_ERASED);
    });
  });
});
