import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import type { TestApp } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { loginAs } from '../../test/login-as.ts';
import { injectAs } from '../../test/inject-as.ts';
import { expectError } from '../../test/expect-error.ts';
import { sendRegistration } from '../../test/applicant-accounts.ts';
import { STAFF_PASSWORD } from '../../test/staff-users.ts';
import { passwordLoggedInStaff } from '../../test/passkey-flows.ts';

/**
 * docs/decisions/023: staff passwords 12+, applicants 8+, and neither may be a common password,
 * wherever a password is set (reset by e-mail: password-reset.routes.test.ts; the command line:
 * staff-cli.test.ts; ADMIN_PASSWORD: config.test.ts).
 */
describe.each(TEST_DATABASES)('password policy on %s', (dialect) => {
  let app: TestApp;
  useTestApp((built) => (app = built), dialect);
  const uniq = () => randomBytes(4).toString('hex');

  it.each([
    ['elevenchars', 'Password minimal 12 karakter'],
    ['password1234', 'Password terlalu umum dan mudah ditebak. Pilih password lain.'],
    ['QWERTYUIOP123', 'Password terlalu umum dan mudah ditebak. Pilih password lain.'],
  ])('registering staff with %j gets 400 %s', async (password, text) => {
    const superadmin = await loginAs(app, 'superadmin');
    const nama = `staf${uniq()}`;
    const response = await injectAs(app, superadmin.headers).post('/api/register', {
      nama,
      password,
      role: 'hrd',
    });
    expectError(response, 400, text);
    const row = await app.db
      .selectFrom('staff_users')
      .select('id')
      .where('nama', '=', nama)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('superadmin cannot reset a password to a common one', async () => {
    const superadmin = await loginAs(app, 'superadmin');
    const hrd = await loginAs(app, 'hrd');
    const response = await injectAs(app, superadmin.headers).put(`/api/staff/${hrd.id}/password`, {
      password: 'welcome12345',
    });
    expectError(response, 400, 'Password terlalu umum dan mudah ditebak. Pilih password lain.');
  });

  it('a staff member cannot change their own password to a common one', async () => {
    const staff = await passwordLoggedInStaff(app, 'editor');
    const response = await injectAs(app, staff.headers).put('/api/staff/me/password', {
      currentPassword: STAFF_PASSWORD,
      newPassword: 'Password1234',
    });
    expectError(response, 400, 'Password terlalu umum dan mudah ditebak. Pilih password lain.');
  });

  it('an applicant cannot register with a common password', async () => {
    const nama = `budi${uniq()}`;
    const response = await sendRegistration(app, nama, 'Bismillah');
    expectError(response, 400, 'Password terlalu umum dan mudah ditebak. Pilih password lain.');
    const ok = await sendRegistration(app, nama, 'kopi-tubruk-8');
    expect(ok.statusCode).toBe(201);
  });
});
