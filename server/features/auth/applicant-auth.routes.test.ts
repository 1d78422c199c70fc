import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import type { TestApp } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { injectAs } from '../../test/inject-as.ts';
import { expectError } from '../../test/expect-error.ts';
import { sendRegistration } from '../../test/applicant-accounts.ts';

const uniq = () => randomBytes(4).toString('hex');

describe.each(TEST_DATABASES)('applicant registration and login on %s', (dialect) => {
  let app: TestApp;
  useTestApp((built) => (app = built), dialect);

  // Every registration carries the UU PDP consent unless a test says otherwise.
  const register = (payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/register-user',
      payload: { persetujuan: true, ...payload },
    });
  const login = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/login-user', payload });
  const account = () => {
    const nama = `budi${uniq()}`;
    return { nama, email: `${nama}@contoh.id`, password: 'rahasia-123' };
  };

  it('registers an account and stores the username without non letter/digit characters', async () => {
    const id = uniq();
    const response = await register({
      nama: ` Budi_${id}-!? `,
      email: `b${id}@contoh.id`,
      password: 'rahasia-123',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Berhasil Menambahkan User' });
    const row = await app.db
      .selectFrom('applicant_users')
      .selectAll()
      .where('email', '=', `b${id}@contoh.id`)
      .executeTakeFirstOrThrow();
    expect(row.nama).toBe(`Budi${id}`);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('logs in with the username as it was typed at registration, under the same rule', async () => {
    const id = uniq();
    const typed = `budi_${id}`;
    const payload = { nama: typed, email: `s${id}@contoh.id`, password: 'rahasia-123' };
    expect((await register(payload)).statusCode).toBe(201);
    for (const nama of [typed, `budi${id}`, ` BUDI-${id} `, payload.email]) {
      const response = await login({ nama, password: payload.password, captchaToken: 'x' });
      expect(response.statusCode, nama).toBe(200);
    }
    const wrong = await login({
      nama: `budi_${id}x`,
      password: payload.password,
      captchaToken: 'x',
    });
    expect(wrong.statusCode).toBe(401);
  });

  it.each([
    ['missing', undefined],
    ['false', false],
    ['the text "false"', 'false'],
    ['the text "on"', 'on'],
  ])(
    'refuses registration whose consent is %s with 400 naming persetujuan and stores nothing',
    async (_name, persetujuan) => {
      const payload = { ...account(), persetujuan };
      const response = await register(payload);
      expectError(
        response,
        400,
        'Persetujuan Kebijakan Privasi wajib dicentang',
        'consent_required',
      );
      const row = await app.db
        .selectFrom('applicant_users')
        .select('id')
        .where('email', '=', payload.email)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    },
  );

  it('stores the consent with its time and the privacy notice version', async () => {
    const before = new Date().toISOString();
    const payload = account();
    expect((await register(payload)).statusCode).toBe(201);
    const user = await app.db
      .selectFrom('applicant_users')
      .select('id')
      .where('email', '=', payload.email)
      .executeTakeFirstOrThrow();
    const page = await app.db
      .selectFrom('pages')
      .select('version')
      .where('slug', '=', 'kebijakan-privasi')
      .executeTakeFirstOrThrow();
    const consents = await app.db
      .selectFrom('consents')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({ purpose: 'registrasi', notice_version: page.version });
    expect(consents[0].created_at >= before).toBe(true);
  });

  it.each([
    [{ nama: '', email: 'a@contoh.id', password: 'rahasia-123' }, 'Username wajib diisi'],
    [{ nama: '!!--', email: 'a@contoh.id', password: 'rahasia-123' }, 'Username wajib diisi'],
    [{ email: 'a@contoh.id', password: 'rahasia-123' }, 'Username wajib diisi'],
    [{ nama: 'budi', email: 'bukan-email', password: 'rahasia-123' }, 'Email tidak valid'],
    [{ nama: 'budi', email: '', password: 'rahasia-123' }, 'Email wajib diisi'],
    [{ nama: 'budi', email: 'a@contoh.id', password: 'pendek' }, 'Password minimal 8 karakter'],
    [
      { nama: 'budi', email: 'a@contoh.id', password: 'x'.repeat(129) },
      'Password maksimal 128 karakter',
    ],
    [{ nama: 'budi', email: 'a@contoh.id' }, 'Password wajib diisi'],
  ])('refuses registration %j with 400 "%s"', async (payload, message) =>
    expectError(await register(payload), 400, message),
  );

  it('refuses a username taken in another letter case with 409', async () => {
    const first = account();
    expect((await register(first)).statusCode).toBe(201);
    const response = await register({
      ...first,
      nama: first.nama.toUpperCase(),
      email: `lain${uniq()}@contoh.id`,
    });
    expectError(response, 409, 'Username sudah digunakan');
  });

  it('refuses an e-mail registered in another letter case with 409', async () => {
    const first = account();
    expect((await register(first)).statusCode).toBe(201);
    const response = await register({
      ...first,
      nama: `lain${uniq()}`,
      email: first.email.toUpperCase(),
    });
    expectError(response, 409, 'Email sudah terdaftar');
  });

  it('lets only one of two simultaneous registrations of one name through', async () => {
    const first = account();
    const responses = await Promise.all([
      register(first),
      register({ ...first, email: `lain${uniq()}@contoh.id` }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('logs in with the username in any letter case and with the e-mail', async () => {
    const user = account();
    await register(user);
    for (const nama of [user.nama, user.nama.toUpperCase(), user.email, user.email.toUpperCase()]) {
      const response = await login({ nama, password: user.password });
      expect(response.statusCode, nama).toBe(200);
      const { token } = response.json();
      const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
      expect(payload).toMatchObject({ email: user.email, nama: user.nama });
      expect(typeof payload.id).toBe('number');
    }
  });

  it('refuses a wrong password and an unknown user with 401 and the same text', async () => {
    const user = account();
    await register(user);
    const wrong = await login({ nama: user.nama, password: 'salah-salah' });
    const unknown = await login({ nama: `tidakada${uniq()}`, password: 'salah-salah' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'Username/email atau password salah' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it.each([
    [{ password: 'rahasia-123' }, 'Username atau email wajib diisi'],
    [{ nama: 'budi' }, 'Password wajib diisi'],
    [{ nama: '   ', password: 'rahasia-123' }, 'Username atau email wajib diisi'],
  ])('refuses login %j with 400 "%s"', async (payload, message) =>
    expectError(await login(payload), 400, message),
  );

  it('gives a token the applicant routes accept', async () => {
    const user = account();
    await register(user);
    const { token } = (await login({ nama: user.nama, password: user.password })).json();
    const applicantId = (
      await app.db
        .selectFrom('applicant_users')
        .select('id')
        .where('nama', '=', user.nama)
        .executeTakeFirstOrThrow()
    ).id;
    const own = await injectAs(app, { authorization: `Bearer ${token}` }).get(
      `/api/user/pelamar/${applicantId}`,
    );
    expect(own.statusCode).toBe(404);
  });
});

describe('applicant auth limits', () => {
  let app: TestApp;
  useTestApp((built) => (app = built), 'sqlite', { RATE_LIMIT_FACTOR: '1' });

  it('blocks an address on a username after five failed logins with 429, even with the right password', async () => {
    const nama = `budi${uniq()}`;
    await sendRegistration(app, nama, 'rahasia-123');
    for (let i = 0; i < 5; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/login-user',
        payload: { nama, password: 'salah-salah' },
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await app.inject({
      method: 'POST',
      url: '/api/login-user',
      payload: { nama, password: 'rahasia-123' },
    });
    expectError(blocked, 429, 'Terlalu banyak percobaan login. Coba lagi dalam 15 menit.');
    // Another address (the real applicant's phone) still logs in with the right password.
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/login-user',
      remoteAddress: '10.7.7.7',
      payload: { nama, password: 'rahasia-123' },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits registrations per IP with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const nama = `rl${uniq()}`;
      const response = await app.inject({
        method: 'POST',
        url: '/api/register-user',
        remoteAddress: '10.9.8.7',
        payload: { nama, email: `${nama}@contoh.id`, password: 'x', persetujuan: true },
      });
      statuses.push(response.statusCode);
    }
    // Invalid passwords answer 400 quickly: the limiter counts every attempt.
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('applicant auth with a captcha', () => {
  let app: TestApp;
  useTestApp((built) => (app = built), 'sqlite', {
    CAPTCHA_PROVIDER: 'altcha',
    ALTCHA_MAX_NUMBER: '1000',
  });

  it('refuses registration and login without a solved captcha', async () => {
    const nama = `budi${uniq()}`;
    const reg = await sendRegistration(app, nama, 'rahasia-123');
    expectError(reg, 400, 'Harap verifikasi reCAPTCHA terlebih dahulu');
    const log = await app.inject({
      method: 'POST',
      url: '/api/login-user',
      payload: { nama, password: 'rahasia-123', captchaToken: 'palsu' },
    });
    expectError(log, 400, 'Harap verifikasi reCAPTCHA terlebih dahulu');
  });
});
