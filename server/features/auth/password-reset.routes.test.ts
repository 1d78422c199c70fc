import { randomBytes } from 'node:crypto';

import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';

import { addSeconds, nowIso } from '../../lib/dates.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { useTestApp, useTestAppWithSmtp } from '../../test/test-app-per-suite.ts';
import { registerApplicant } from '../../test/applicant-accounts.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import type { SmtpSink } from '../../../test-support/smtp-sink.ts';
import { hashResetToken } from './password-reset.routes.ts';
import { expectError } from '../../test/expect-error.ts';

describe.each(TEST_DATABASES)('applicant password reset on %s', (dialect) => {
  let app: TestApp;
  let smtp: SmtpSink;
  useTestAppWithSmtp((built, sink) => ([app, smtp] = [built, sink]), dialect, {
    SITE_URL: 'https://karier.contoh.id',
  });

  const account = () => registerApplicant(app);

  const login = (nama: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/login-user', payload: { nama, password } });
  const forgot = (email: string) =>
    app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
  const reset = (token: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password } });

  /** Asks for a link and reads the token out of the mail that arrives. */
  async function tokenFor(email: string) {
    const before = smtp.received.length;
    expect((await forgot(email)).statusCode).toBe(202);
    const mails = await smtp.waitFor(before + 1);
    const mail = mails[mails.length - 1];
    expect(mail.to).toEqual([email]);
    const raw = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const match = /https:\/\/karier\.contoh\.id\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(raw);
    expect(match).not.toBeNull();
    return match![1];
  }

  it('mails a link; the token sets a new password and ends every session (204)', async () => {
    const user = await account();
    const session = await login(user.nama, user.password);
    const { token: oldToken } = session.json() as { token: string };
    const token = await tokenFor(user.email);
    const stored = await app.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    // Only the hash is kept, and the link lives 30 minutes.
    expect(stored.token_hash).toBe(hashResetToken(token));
    expect(stored.token_hash).not.toContain(token);
    expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(30 * 60 * 1000);

    const response = await reset(token, 'password-baru-123');
    expect(response.statusCode).toBe(204);
    expect((await login(user.nama, user.password)).statusCode).toBe(401);
    expect((await login(user.nama, 'password-baru-123')).statusCode).toBe(200);
    const old = await app.inject({
      method: 'GET',
      url: '/api/user/export',
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a common password like registration does, and the link stays usable', async () => {
    const user = await account();
    const token = await tokenFor(user.email);
    for (const common of ['password1', 'Password1', ' iloveyou ', '12345678'])
      expectError(
        await reset(token, common),
        400,
        'Password terlalu umum dan mudah ditebak. Pilih password lain.',
      );
    expectError(await reset(token, 'pendek'), 400, 'Password minimal 8 karakter');
    expect((await reset(token, 'kopi-tubruk-8')).statusCode).toBe(204);
    expect((await login(user.nama, 'kopi-tubruk-8')).statusCode).toBe(200);
  });

  it('answers 202 with the same text for an unknown address and sends nothing', async () => {
    const user = await account();
    const before = smtp.received.length;
    const known = await forgot(user.email);
    await smtp.waitFor(before + 1);
    const count = smtp.received.length;
    const unknown = await forgot(`tidak-ada-${randomBytes(4).toString('hex')}@contoh.id`);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    await app.mailer.idle();
    expect(smtp.received.length).toBe(count);
  });

  it('refuses a reused token with a clear Indonesian error and keeps the password', async () => {
    const user = await account();
    const token = await tokenFor(user.email);
    expect((await reset(token, 'password-baru-123')).statusCode).toBe(204);
    const again = await reset(token, 'password-lain-456');
    expectError(
      again,
      400,
      'Tautan reset password sudah pernah digunakan. Silakan minta tautan baru.',
    );
    expect((await login(user.nama, 'password-baru-123')).statusCode).toBe(200);
  });

  it('refuses an expired token and keeps the password', async () => {
    const user = await account();
    const token = await tokenFor(user.email);
    await app.db
      .updateTable('password_resets')
      .set({ expires_at: addSeconds(nowIso(), -1) })
      .where('token_hash', '=', hashResetToken(token))
      .execute();
    const response = await reset(token, 'password-baru-123');
    expectError(response, 400, /kedaluwarsa/);
    expect((await login(user.nama, user.password)).statusCode).toBe(200);
  });

  it('refuses an altered token and an empty one', async () => {
    const user = await account();
    const token = await tokenFor(user.email);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const response = await reset(altered, 'password-baru-123');
    expectError(response, 400, 'Tautan reset password tidak valid. Silakan minta tautan baru.');
    expect((await reset('', 'password-baru-123')).json()).toEqual({
      error: 'Token reset password wajib diisi',
      code: 'invalid_input',
    });
    expect((await login(user.nama, user.password)).statusCode).toBe(200);
    // The real token still works afterwards.
    expect((await reset(token, 'password-baru-123')).statusCode).toBe(204);
  });

  it('applies the applicant password rules to the new password', async () => {
    const user = await account();
    const token = await tokenFor(user.email);
    const response = await reset(token, 'pendek');
    expectError(response, 400, 'Password minimal 8 karakter');
    expect((await reset(token, 'password-baru-123')).statusCode).toBe(204);
  });

  it('only the newest link works after asking twice', async () => {
    const user = await account();
    const first = await tokenFor(user.email);
    const second = await tokenFor(user.email);
    expect((await reset(first, 'password-baru-123')).statusCode).toBe(400);
    expect((await reset(second, 'password-baru-123')).statusCode).toBe(204);
  });

  it('refuses an invalid e-mail with 400 naming it', async () => {
    const response = await forgot('bukan-email');
    expectError(response, 400, 'Email tidak valid');
  });
});

describe('password reset rate limits', () => {
  let app: TestApp;
  useTestApp((built) => (app = built), 'sqlite', { RATE_LIMIT_FACTOR: '1' });

  /** The statuses of `count` requests sent one after another. */
  async function statusesOf(count: number, request: (i: number) => InjectOptions) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) statuses.push((await app.inject(request(i))).statusCode);
    return statuses;
  }

  it('answers 429 after 5 requests for links from one address', async () => {
    const statuses = await statusesOf(6, (i) => ({
      method: 'POST',
      url: '/api/forgot-password',
      remoteAddress: '10.1.2.3',
      payload: { email: `orang${i}@contoh.id` },
    }));
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('answers 429 after 10 reset attempts from one address (no guessing tokens)', async () => {
    const statuses = await statusesOf(11, () => ({
      method: 'POST',
      url: '/api/reset-password',
      remoteAddress: '10.1.2.4',
      payload: { token: randomBytes(32).toString('base64url'), password: 'password-baru-123' },
    }));
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
