import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { ROLES, type Role } from '#common/roles';

import type { TestApp } from '../../test/build-test-app.ts';
import { useTestAppAs } from '../../test/test-app-per-suite.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { loginAs, type LoggedInStaff } from '../../test/login-as.ts';
import { createStaffWithPassword } from '../../test/staff-users.ts';
import { staffRepo } from '../../domain/staff-users.repo.ts';
import { injectAs } from '../../test/inject-as.ts';
import { expectError, itRefuses } from '../../test/expect-error.ts';

const uniqueName = (prefix = 'staf') => `${prefix}${randomBytes(4).toString('hex')}`;
const PASSWORD = 'kata-sandi-lama-123';

describe.each(TEST_DATABASES)('staff accounts on %s', (dialect) => {
  let app: TestApp;
  let superadmin: LoggedInStaff;
  useTestAppAs('superadmin', dialect, (ready) => ({ app, user: superadmin } = ready));

  const login = (nama: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { nama, password } });

  const setStatus = (id: number, payload: object, headers: Record<string, string>) =>
    app.inject({ method: 'PUT', url: `/api/staff/${id}/status`, headers, payload });

  /** A staff user with a real password, logged in through the API. */
  async function staffWithLogin(role: Role = 'editor', password = PASSWORD) {
    const { id, nama } = await createStaffWithPassword(app, { role, password });
    const token = (await login(nama, password)).json().token as string;
    return { id, nama, password, token, headers: { authorization: `Bearer ${token}` } };
  }

  /** Runs `check` with every superadmin but `keep` disabled, then enables them all again. */
  async function withOtherSuperadminsDisabled(
    keep: number[],
    check: (disabled: number[]) => Promise<void>,
  ) {
    const superadmins = () => app.db.updateTable('staff_users').where('role', '=', 'superadmin');
    const others = await app.db
      .selectFrom('staff_users')
      .select('id')
      .where('role', '=', 'superadmin')
      .where('id', 'not in', keep)
      .execute();
    const disabled = others.map((row) => row.id);
    await superadmins().set({ is_active: 0 }).where('id', 'in', disabled).execute();
    try {
      await check(disabled);
    } finally {
      await superadmins().set({ is_active: 1 }).execute();
    }
  }

  const me = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/staff/me', headers });
  const register = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/register', headers, payload });

  it('superadmin registers a staff user who can then log in', async () => {
    const nama = uniqueName('Budi');
    const response = await register(superadmin.headers, {
      nama,
      password: 'password-baru-satu',
      role: 'hrd',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ nama, role: 'hrd', is_active: true });
    expect(response.json()).not.toHaveProperty('password_hash');
    const loginResponse = await login(nama, 'password-baru-satu');
    expect(loginResponse.statusCode).toBe(200);
    expect(loginResponse.json().role).toBe('hrd');
  });

  it.each(ROLES.filter((role) => role !== 'superadmin'))(
    '%s cannot register a staff user',
    async (role) => {
      const { headers } = await loginAs(app, role);
      const response = await register(headers, {
        nama: uniqueName(),
        password: 'password-baru-satu',
        role: 'editor',
      });
      expectError(response, 403, 'Anda tidak memiliki akses untuk tindakan ini');
    },
  );

  it('registering without a token gets 401', async () => {
    expect(
      (await register({}, { nama: uniqueName(), password: 'password-baru-satu', role: 'editor' }))
        .statusCode,
    ).toBe(401);
  });

  itRefuses((payload) => register(superadmin.headers, payload), 'register body %j gets 400 %s', [
    [
      { nama: 'Budi Santoso', password: 'password-baru-satu', role: 'hrd' },
      'Nama hanya boleh berisi huruf dan angka',
    ],
    [{ nama: '', password: 'password-baru-satu', role: 'hrd' }, 'Nama wajib diisi'],
    [{ password: 'password-baru-satu', role: 'hrd' }, 'Nama wajib diisi'],
    [{ nama: 'Budi1', password: 'pendek', role: 'hrd' }, 'Password minimal 12 karakter'],
    [{ nama: 'Budi1', password: '', role: 'hrd' }, 'Password wajib diisi'],
    [{ nama: 'Budi1', password: 'a'.repeat(129), role: 'hrd' }, 'Password maksimal 128 karakter'],
    [
      { nama: 'Budi1', password: 'password-baru-satu', role: 'kasir' },
      'Role harus salah satu dari hrd, admin, editor, bos, superadmin',
    ],
    [{ nama: 'Budi1', password: 'password-baru-satu' }, 'Role wajib dipilih'],
  ]);

  it('a 64-character password is accepted', async () => {
    const nama = uniqueName();
    const password = 'p'.repeat(64);
    expect((await register(superadmin.headers, { nama, password, role: 'bos' })).statusCode).toBe(
      201,
    );
    expect((await login(nama, password)).statusCode).toBe(200);
  });

  it('a name already taken in another letter case gets 409', async () => {
    const nama = uniqueName('Sari');
    expect(
      (await register(superadmin.headers, { nama, password: 'password-baru-satu', role: 'editor' }))
        .statusCode,
    ).toBe(201);
    const again = await register(superadmin.headers, {
      nama: nama.toUpperCase(),
      password: 'password-baru-dua',
      role: 'admin',
    });
    expectError(again, 409, 'Username sudah digunakan');
  });

  it('superadmin lists staff without password hashes', async () => {
    const staff = await staffWithLogin('bos');
    const response = await injectAs(app, superadmin.headers).get('/api/staff');
    expect(response.statusCode).toBe(200);
    const row = response.json().find((item: { id: number }) => item.id === staff.id);
    expect(row).toMatchObject({
      nama: staff.nama,
      role: 'bos',
      is_active: true,
      last_login_at: expect.any(String),
    });
    expect(JSON.stringify(response.json())).not.toContain('argon2');
  });

  it('editor cannot list staff', async () => {
    const { headers } = await loginAs(app, 'editor');
    expect((await app.inject({ method: 'GET', url: '/api/staff', headers })).statusCode).toBe(403);
  });

  it('disabling an account stops its token at once and re-enabling lets it log in again', async () => {
    const staff = await staffWithLogin('hrd');
    expect((await me(staff.headers)).statusCode).toBe(200);
    const off = await setStatus(staff.id, { is_active: false }, superadmin.headers);
    expect(off.statusCode).toBe(200);
    expect(off.json().is_active).toBe(false);
    expect((await me(staff.headers)).statusCode).toBe(401);
    const on = await setStatus(staff.id, { is_active: true }, superadmin.headers);
    expect(on.json().is_active).toBe(true);
    // The old session stays ended; a new login works.
    expect((await me(staff.headers)).statusCode).toBe(401);
    expect((await login(staff.nama, staff.password)).statusCode).toBe(200);
  });

  it('a status without is_active gets 400 naming the field', async () => {
    const staff = await staffWithLogin();
    const response = await setStatus(staff.id, {}, superadmin.headers);
    expectError(response, 400, 'Status aktif wajib diisi');
  });

  it('deleting an account ends its sessions and frees the name', async () => {
    const staff = await staffWithLogin('admin');
    const response = await injectAs(app, superadmin.headers).delete(`/api/staff/${staff.id}`);
    expect(response.statusCode).toBe(200);
    expect((await me(staff.headers)).statusCode).toBe(401);
    expect(
      (
        await register(superadmin.headers, {
          nama: staff.nama,
          password: 'password-baru-satu',
          role: 'admin',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('an unknown id gets 404', async () => {
    for (const request of [
      { method: 'DELETE' as const, url: '/api/staff/999999' },
      { method: 'PUT' as const, url: '/api/staff/999999/status', payload: { is_active: false } },
      {
        method: 'PUT' as const,
        url: '/api/staff/999999/password',
        payload: { password: 'password-baru-satu' },
      },
    ]) {
      const response = await app.inject({ ...request, headers: superadmin.headers });
      expectError(response, 404, 'Akun staff tidak ditemukan');
    }
  });

  it('superadmin cannot disable or delete their own account', async () => {
    const own = await staffWithLogin('superadmin');
    const off = await setStatus(own.id, { is_active: false }, own.headers);
    expectError(off, 409, 'Anda tidak dapat menonaktifkan atau menghapus akun anda sendiri');
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/staff/${own.id}`, headers: own.headers }))
        .statusCode,
    ).toBe(409);
  });

  // Through the API the caller is itself an active superadmin, so only a race can reach the last
  // one: two superadmins disabling each other at the same moment must leave one of them active.
  it('two superadmins disabling each other at once leave one active superadmin', async () => {
    const first = await staffWithLogin('superadmin');
    const second = await staffWithLogin('superadmin');
    await withOtherSuperadminsDisabled([first.id, second.id], async () => {
      const answers = await Promise.all([
        setStatus(second.id, { is_active: false }, first.headers),
        setStatus(first.id, { is_active: false }, second.headers),
      ]);
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      const refused = answers.find((answer) => answer.statusCode !== 200)!;
      // Refused either by the last-superadmin check (409) or because the caller's own account was just disabled (401).
      expect([401, 409]).toContain(refused.statusCode);
      const active = await app.db
        .selectFrom('staff_users')
        .select('id')
        .where('role', '=', 'superadmin')
        .where('is_active', '=', 1)
        .execute();
      expect(active).toHaveLength(1);
    });
  });

  it('the repository refuses to disable or delete the last active superadmin', async () => {
    const repo = staffRepo(app.db, app.dbDialect);
    const keep = await staffWithLogin('superadmin');
    await withOtherSuperadminsDisabled([keep.id], async (others) => {
      expect(await repo.setActive(keep.id, false)).toBe('last-superadmin');
      expect(await repo.remove(keep.id)).toBe('last-superadmin');
      // An inactive superadmin is no obstacle.
      expect(await repo.remove(others[0]!)).toBe('ok');
    });
  });

  it('a staff member changes their own password and their other sessions end', async () => {
    const staff = await staffWithLogin('editor');
    const other = (await login(staff.nama, staff.password)).json().token;
    const response = await injectAs(app, staff.headers).put('/api/staff/me/password', {
      currentPassword: staff.password,
      newPassword: 'password-baru-sekali',
    });
    expect(response.statusCode).toBe(200);
    expect((await me(staff.headers)).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${other}` })).statusCode).toBe(401);
    expect((await login(staff.nama, staff.password)).statusCode).toBe(401);
    expect((await login(staff.nama, 'password-baru-sekali')).statusCode).toBe(200);
  });

  it.each([
    [
      { currentPassword: 'salah-salah-salah', newPassword: 'password-baru-sekali' },
      'Password saat ini salah',
    ],
    [{ currentPassword: PASSWORD, newPassword: 'pendek' }, 'Password baru minimal 12 karakter'],
    [
      { currentPassword: PASSWORD, newPassword: PASSWORD },
      'Password baru harus berbeda dari password saat ini',
    ],
    [{ newPassword: 'password-baru-sekali' }, 'Password saat ini wajib diisi'],
  ])('changing the own password with %j gets 400 %s', async (payload, text) => {
    const staff = await staffWithLogin('bos');
    const response = await injectAs(app, staff.headers).put('/api/staff/me/password', payload);
    expectError(response, 400, text);
  });

  it('superadmin resets a password and every session of that account ends', async () => {
    const staff = await staffWithLogin('hrd');
    const response = await injectAs(app, superadmin.headers).put(
      `/api/staff/${staff.id}/password`,
      { password: 'reset-oleh-superadmin' },
    );
    expect(response.statusCode).toBe(200);
    expect((await me(staff.headers)).statusCode).toBe(401);
    expect((await login(staff.nama, 'reset-oleh-superadmin')).statusCode).toBe(200);
  });

  it("hrd cannot reset another account's password", async () => {
    const staff = await staffWithLogin('editor');
    const { headers } = await loginAs(app, 'hrd');
    expect(
      (
        await injectAs(app, headers).put(`/api/staff/${staff.id}/password`, {
          password: 'reset-oleh-hrd-kantor',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('every role reads its own name and role', async () => {
    for (const role of ROLES) {
      const staff = await loginAs(app, role);
      expect((await me(staff.headers)).json()).toEqual({
        id: staff.id,
        nama: staff.nama,
        role,
        mfaEnabled: false,
        mfaRequired: false,
      });
    }
    expect((await app.inject({ method: 'GET', url: '/api/staff/me' })).statusCode).toBe(401);
  });
});
