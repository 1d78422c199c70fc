import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import type { TestApp } from '../../test/build-test-app.ts';
import { useTestApp, useTestAppWithSmtp } from '../../test/test-app-per-suite.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { solvedCaptchaToken } from '../../test/altcha-token.ts';
import type { SmtpSink } from '../../../test-support/smtp-sink.ts';
import { injectAs } from '../../test/inject-as.ts';
import { expectError } from '../../test/expect-error.ts';

const validMessage = (overrides: Record<string, unknown> = {}) => ({
  nama: 'Budi Santoso',
  email: 'budi@contoh.id',
  telepon: '0812-3456-7890',
  pesan: 'Kami butuh 4 petugas keamanan untuk gudang di Cikarang.',
  ...overrides,
});

const send = (app: TestApp, body: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/kontak', payload: body, remoteAddress });

const storedCount = async (app: TestApp) =>
  Number(
    (
      await app.db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The ids of the stored messages sent under `nama`. */
const messagesNamed = (app: TestApp, nama: string) =>
  app.db.selectFrom('contact_messages').select('id').where('nama', '=', nama).execute();

describe.each(TEST_DATABASES)('sending a contact message on %s', (dialect) => {
  let app: TestApp;
  useTestApp((built) => (app = built), dialect);

  it('a visitor sends a message and it is stored unread with its local day and search text', async () => {
    const response = await send(
      app,
      validMessage({ nama: '  Siti Aminah ', email: 'Siti@Contoh.ID' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Pesan berhasil dikirim' });
    const row = await app.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('nama', '=', 'Siti Aminah')
      .executeTakeFirstOrThrow();
    expect(row.dibaca).toBe(0);
    expect(row.created_day).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(
        new Date(row.created_at),
      ),
    );
    expect(row.search_text).toContain('siti aminah');
    expect(row.search_text).toContain('siti@contoh.id');
    expect(row.search_text).toContain('081234567890');
    expect(row.search_text).toContain('petugas keamanan');
  });

  it('pesan is optional', async () => {
    const { pesan: _omitted, ...withoutMessage } = validMessage({ nama: 'Tanpa Pesan' });
    const response = await send(app, withoutMessage);
    expect(response.statusCode).toBe(201);
    const row = await app.db
      .selectFrom('contact_messages')
      .select('pesan')
      .where('nama', '=', 'Tanpa Pesan')
      .executeTakeFirstOrThrow();
    expect(row.pesan).toBe('');
  });

  it.each([
    ['nama missing', { nama: undefined }, 'Nama wajib diisi'],
    ['nama blank', { nama: '   ' }, 'Nama wajib diisi'],
    ['nama too long', { nama: 'a'.repeat(101) }, 'Nama maksimal 100 karakter'],
    ['email missing', { email: undefined }, 'Email wajib diisi'],
    ['email invalid', { email: 'budi-at-contoh' }, 'Email tidak valid'],
    ['telepon missing', { telepon: '' }, 'Nomor telepon wajib diisi'],
    ['telepon with letters', { telepon: '0812abc4567' }, 'Nomor telepon tidak valid'],
    ['telepon too short', { telepon: '12345' }, 'Nomor telepon harus berisi 8 sampai 15 angka'],
    ['pesan too long', { pesan: 'x'.repeat(5001) }, 'Pesan maksimal 5000 karakter'],
    ['submissionKey not a uuid', { submissionKey: 'klik-dua-kali' }, 'submissionKey tidak valid'],
  ])('%s gets a 400 naming the field', async (_case, overrides, error) => {
    const before = await storedCount(app);
    const response = await send(app, validMessage(overrides));
    expectError(response, 400, error);
    expect(await storedCount(app)).toBe(before);
  });

  it('a body that is not JSON gets a 400, never a 500', async () => {
    const response = await injectAs(app, { 'content-type': 'application/json' }).post(
      '/api/kontak',
      '{nama',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBeTruthy();
  });

  it('the same form fill sent twice is stored once and both get the same success', async () => {
    const submissionKey = randomUUID();
    const body = validMessage({ nama: 'Klik Dua Kali', submissionKey });
    const [first, second] = await Promise.all([send(app, body), send(app, body)]);
    const third = await send(app, body);
    for (const response of [first, second, third])
      expect(response.json()).toEqual({ success: true, message: 'Pesan berhasil dikirim' });
    expect(await messagesNamed(app, 'Klik Dua Kali')).toHaveLength(1);
  });

  it('different form fills with different keys are both stored', async () => {
    await send(app, validMessage({ nama: 'Dua Pesan', submissionKey: randomUUID() }));
    await send(app, validMessage({ nama: 'Dua Pesan', submissionKey: randomUUID() }));
    expect(await messagesNamed(app, 'Dua Pesan')).toHaveLength(2);
  });
});

describe.each(TEST_DATABASES)('contact message captcha and rate limit on %s', (dialect) => {
  let app: TestApp;
  useTestApp((built) => (app = built), dialect, {
    CAPTCHA_PROVIDER: 'altcha',
    ALTCHA_MAX_NUMBER: '2000',
    RATE_LIMIT_FACTOR: '1',
  });

  it('a message without a captcha token or with a forged one is refused and not stored', async () => {
    const before = await storedCount(app);
    for (const captchaToken of [
      undefined,
      '',
      'palsu',
      Buffer.from('{"number":1}').toString('base64'),
    ]) {
      const response = await send(app, validMessage({ captchaToken }), '10.0.0.1');
      expectError(response, 400, 'Harap verifikasi reCAPTCHA terlebih dahulu', 'captcha_failed');
    }
    expect(await storedCount(app)).toBe(before);
  });

  it('a solved captcha is accepted once', async () => {
    const captchaToken = await solvedCaptchaToken(app);
    expect((await send(app, validMessage({ captchaToken }), '10.0.0.2')).statusCode).toBe(201);
    const again = await send(app, validMessage({ captchaToken }), '10.0.0.2');
    expectError(again, 400, 'Harap verifikasi reCAPTCHA terlebih dahulu');
  });

  it('a double click with one captcha and one submissionKey stores once and answers success twice', async () => {
    const body = validMessage({
      nama: 'Captcha Ganda',
      captchaToken: await solvedCaptchaToken(app),
      submissionKey: randomUUID(),
    });
    const responses = await Promise.all([send(app, body, '10.0.0.3'), send(app, body, '10.0.0.3')]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await messagesNamed(app, 'Captcha Ganda')).toHaveLength(1);
  });

  it('an address that sends too many messages gets a 429 in Indonesian; other addresses still send', async () => {
    const ip = '10.0.0.9';
    for (let i = 0; i < 5; i += 1) {
      const response = await send(
        app,
        validMessage({ captchaToken: await solvedCaptchaToken(app) }),
        ip,
      );
      expect(response.statusCode).toBe(201);
    }
    const limited = await send(
      app,
      validMessage({ captchaToken: await solvedCaptchaToken(app) }),
      ip,
    );
    expectError(
      limited,
      429,
      'Terlalu banyak pesan dari alamat ini. Silakan coba lagi beberapa menit lagi.',
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await send(
      app,
      validMessage({ captchaToken: await solvedCaptchaToken(app) }),
      '10.0.0.10',
    );
    expect(other.statusCode).toBe(201);
  });
});

describe.each(TEST_DATABASES)('contact message e-mail on %s', (dialect) => {
  let app: TestApp;
  let smtp: SmtpSink;
  // A short retry pause: one test refuses the first attempt and waits for the second.
  useTestAppWithSmtp(
    (built, sink) => ([app, smtp] = [built, sink]),
    dialect,
    { SMTP_FROM: 'Sigap <no-reply@sigap.test>', SITE_URL: 'https://sigap.test' },
    { jobs: { baseDelayMs: 10, pollMs: 20 } },
  );

  it('a new message is e-mailed to the sender address when no company e-mail is set', async () => {
    const response = await send(
      app,
      validMessage({ nama: 'Andi Surat', pesan: 'Mohon penawaran parkir.' }),
    );
    expect(response.statusCode).toBe(201);
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toEqual(['no-reply@sigap.test']);
    expect(mail.raw).toContain('Subject: Pesan baru dari Andi Surat (formulir kontak)');
    expect(mail.raw).toContain('Reply-To: budi@contoh.id');
    expect(mail.raw).toContain('Mohon penawaran parkir.');
    expect(mail.raw).toContain('https://sigap.test/admin/kontak');
  });

  it('goes to the company e-mail of the site settings, and a failing mail server never fails the visitor', async () => {
    const now = new Date().toISOString();
    await app.db
      .insertInto('site_settings')
      .values({
        key: 'company',
        value: JSON.stringify({ email: 'info@sigap.test' }),
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ value: JSON.stringify({ email: 'info@sigap.test' }) }),
      )
      .execute();
    smtp.failNext(1);
    const response = await send(app, validMessage({ nama: 'Rina\r\nBcc: x@evil.test' }));
    expect(response.statusCode).toBe(201);
    const mails = await smtp.waitFor(2);
    const mail = mails[1];
    expect(mail.to).toEqual(['info@sigap.test']);
    expect(mail.raw).toContain('Subject: Pesan baru dari Rina Bcc: x@evil.test');
    const headers = mail.raw.split('\r\n\r\n')[0];
    expect(headers).not.toMatch(/^Bcc:/m);
  });
});
