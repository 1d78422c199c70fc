import { Writable } from 'node:stream';

import { describe, expect, it } from 'vitest';

import { loginAs } from '../test/login-as.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { useTestApp } from '../test/test-app-per-suite.ts';
import { loggerOptions, redactUrl } from './logging.ts';
import { itReturns } from '../../test-support/table-tests.ts';

describe('redactUrl', () => {
  itReturns(redactUrl, '%s → %s', [
    ['/api/pelamar', '/api/pelamar'],
    ['/api/pelamar?q=budi%40contoh.id&page=2', '/api/pelamar?q=[redacted]&page=2'],
    [
      '/api/files/documents/x.pdf?expires=1700000000&sig=abc',
      '/api/files/documents/x.pdf?expires=1700000000&sig=[redacted]',
    ],
    ['/reset-password?token=rahasia', '/reset-password?token=[redacted]'],
  ]);
});

/**
 * docs/decisions/024: what the server writes to its log carries no e-mail addresses, names, search terms or
 * signed-address signatures. The real app with the production logger settings, at debug level.
 */
describe('server logs', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  let app: TestApp;
  useTestApp(
    (built) => (app = built),
    'sqlite',
    { ADMIN_USERNAME: 'rahasiaadmin' },
    {
      logger: { ...loggerOptions({ logLevel: 'debug' }), stream },
    },
  );

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
