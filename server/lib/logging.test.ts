import { Writable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openTestDatabase } from '../test/for-each-database.ts';
import { loginAs } from '../test/login-as.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { loggerOptions, redactUrl } from './logging.ts';

describe('redactUrl', () => {
  it.each([
    ['/api/pelamar', '/api/pelamar'],
    ['/api/pelamar?q=budi%40contoh.id&page=2', '/api/pelamar?q=[redacted]&page=2'],
    [
      '/api/files/documents/x.pdf?expires=1700000000&sig=abc',
      '/api/files/documents/x.pdf?expires=1700000000&sig=[redacted]',
    ],
    ['/reset-password?token=rahasia', '/reset-password?token=[redacted]'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

/**
 * Issue 9: what the server writes to its log carries no e-mail addresses, names, search terms or
 * signed-address signatures. The real app with the production logger settings, at debug level.
 */
describe('server logs', () => {
  const lines: string[] = [];
  let app: TestApp;
  beforeAll(async () => {
    const database = await openTestDatabase('sqlite');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: database.dataDir,
      CAPTCHA_PROVIDER: 'off',
      SEED_DEMO: '0',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      ADMIN_USERNAME: 'rahasiaadmin',
      ADMIN_PASSWORD: 'superadmin-test-password',
      MFA_REQUIRED_ROLES: '',
    });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const built = await buildApp(config, {
      database,
      web: false,
      logger: { ...loggerOptions({ logLevel: 'debug' }), stream },
    });
    await built.ready();
    app = Object.assign(built, { config });
  });
  afterAll(async () => {
    await app.close();
  });

  it('carry no e-mail address, name, search term or signature', async () => {
    const admin = await loginAs(app, 'admin');
    const email = 'siti.rahma@contoh.id';
    await app.inject({
      method: 'POST',
      url: '/api/register-user',
      payload: { nama: 'sitirahma', email, password: 'kopi-tubruk-8' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/login-user',
      payload: { nama: email, password: 'salah-sekali' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { nama: 'namarahasia', password: 'salah-sekali-lagi' },
    });
    await app.inject({
      method: 'GET',
      url: `/api/pelamar?q=${encodeURIComponent('Bambang Pamungkas')}&page=1`,
      headers: admin.headers,
    });
    await app.inject({
      method: 'GET',
      url: '/api/files/documents/aaaaaaaaaaaaaaaaaaaaaa.pdf?expires=9999999999&sig=TANDATANGANRAHASIA',
    });
    await app.inject({
      method: 'POST',
      url: '/api/kontak',
      payload: { nama: 'Joko Widodo', email: 'joko@contoh.id', telepon: '081234567890' },
    });

    const log = lines.join('');
    expect(log).toContain('/api/pelamar?q=[redacted]&page=1');
    expect(log).toContain('"statusCode"');
    for (const secret of [
      'siti.rahma',
      'contoh.id',
      'sitirahma',
      'namarahasia',
      'rahasiaadmin',
      'Bambang',
      'TANDATANGANRAHASIA',
      'Joko',
      '081234567890',
      admin.token,
    ])
      expect(log, secret).not.toContain(secret);
  });
});
