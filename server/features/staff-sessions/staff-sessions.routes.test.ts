import { describe, expect, it } from 'vitest';

import { auditEntriesOf } from '../../test/audit-log.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { expectError } from '../../test/expect-error.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { injectAs } from '../../test/inject-as.ts';
import { createStaffWithPassword, STAFF_PASSWORD } from '../../test/staff-users.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { describeUserAgent } from './user-agent.ts';
import { itReturns } from '../../../test-support/table-tests.ts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('describeUserAgent', () => {
  itReturns(describeUserAgent, '%s is %s', [
    [CHROME_WINDOWS, 'Chrome di Windows'],
    [SAFARI_IPHONE, 'Safari di iOS'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox di Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 EdgA/131.0',
      'Edge di Android',
    ],
    ['curl/8.5.0', 'Peramban tidak dikenal'],
    [null, 'Peramban tidak dikenal'],
  ]);
});

describe.each(TEST_DATABASES)('own staff sessions on %s', (dialect) => {
  let app: TestApp;
  useTestApp((built) => (app = built), dialect);

  const login = async (nama: string, userAgent: string, ip: string) => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { nama, password: STAFF_PASSWORD },
      headers: { 'user-agent': userAgent },
      remoteAddress: ip,
    });
    return { authorization: `Bearer ${reply.json().token as string}` };
  };

  const endSession = (headers: Record<string, string>, id: string) =>
    injectAs(app, headers).delete(`/api/staff/sessions/${id}`);
  const ownSessions = async (headers: Record<string, string>) =>
    (await injectAs(app, headers).get('/api/staff/sessions')).json() as { id: string }[];

  it('lists the own sessions with browser, address and last use, this one first', async () => {
    const staff = await createStaffWithPassword(app);
    const phone = await login(staff.nama, SAFARI_IPHONE, '10.9.0.2');
    const laptop = await login(staff.nama, CHROME_WINDOWS, '10.9.0.1');
    const other = await createStaffWithPassword(app);
    await login(other.nama, CHROME_WINDOWS, '10.9.0.3');

    const list = await injectAs(app, laptop).get('/api/staff/sessions');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json()).toEqual([
      expect.objectContaining({
        browser: 'Chrome di Windows',
        ip_address: '10.9.0.1',
        current: true,
      }),
      expect.objectContaining({ browser: 'Safari di iOS', ip_address: '10.9.0.2', current: false }),
    ]);
    // The id shown is not the session id that tokens carry.
    const rows = await app.db.selectFrom('sessions').select('id').execute();
    const ids = new Set(rows.map((row) => row.id));
    for (const session of list.json()) expect(ids.has(session.id)).toBe(false);
    expect((await injectAs(app, phone).get('/api/staff/sessions')).json()[0].current).toBe(true);
  });

  it('ending another session revokes it at once and is audited', async () => {
    const staff = await createStaffWithPassword(app);
    const phone = await login(staff.nama, SAFARI_IPHONE, '10.9.1.2');
    const laptop = await login(staff.nama, CHROME_WINDOWS, '10.9.1.1');
    const [, phoneSession] = await ownSessions(laptop);
    const ended = await endSession(laptop, phoneSession.id);
    expect(ended.statusCode).toBe(200);
    expect((await injectAs(app, phone).get('/api/staff/me')).statusCode).toBe(401);
    expect((await injectAs(app, laptop).get('/api/staff/me')).statusCode).toBe(200);
    const audit = await auditEntriesOf(app, staff.id);
    expect(audit).toContainEqual({ action: 'DELETE /staff/sessions/:id', target: phoneSession.id });
    expectError(
      await endSession(laptop, phoneSession.id),
      404,
      'Sesi tidak ditemukan atau sudah berakhir',
    );
  });

  it('the current session is ended by logging out, not here', async () => {
    const staff = await createStaffWithPassword(app);
    const laptop = await login(staff.nama, CHROME_WINDOWS, '10.9.2.1');
    const [current] = await ownSessions(laptop);
    expectError(
      await endSession(laptop, current.id),
      409,
      'Untuk mengakhiri sesi ini, gunakan Logout',
    );
  });

  it("one cannot end another account's session", async () => {
    const owner = await createStaffWithPassword(app);
    const ownerToken = await login(owner.nama, CHROME_WINDOWS, '10.9.3.1');
    const stranger = await login(
      (await createStaffWithPassword(app)).nama,
      CHROME_WINDOWS,
      '10.9.3.2',
    );
    const [session] = await ownSessions(ownerToken);
    expect((await endSession(stranger, session.id)).statusCode).toBe(404);
    expect((await injectAs(app, ownerToken).get('/api/staff/me')).statusCode).toBe(200);
  });

  it('ending all others keeps only this session', async () => {
    const staff = await createStaffWithPassword(app);
    const others = [
      await login(staff.nama, SAFARI_IPHONE, '10.9.4.2'),
      await login(staff.nama, CHROME_WINDOWS, '10.9.4.3'),
    ];
    const mine = await login(staff.nama, CHROME_WINDOWS, '10.9.4.1');
    const ended = await injectAs(app, mine).delete('/api/staff/sessions');
    expect(ended.json()).toEqual({ ended: 2, message: '2 sesi lain diakhiri' });
    for (const headers of others)
      expect((await injectAs(app, headers).get('/api/staff/me')).statusCode).toBe(401);
    expect(await ownSessions(mine)).toHaveLength(1);
  });

  it('needs a staff token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/staff/sessions' })).statusCode).toBe(401);
  });
});
