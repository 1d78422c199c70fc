import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { badRequest, conflict } from '../lib/http-errors.ts';
import type { TestApp, UnreadyApp } from '../test/build-test-app.ts';
import { useTestApp } from '../test/test-app-per-suite.ts';
import { expectError } from '../test/expect-error.ts';

/** The one error handler and the security headers, through a real app with a few probe routes. */
function addProbeRoutes(app: UnreadyApp) {
  app.post(
    '/api/probe',
    {
      schema: { body: z.object({ nama: z.string().min(1, 'Nama wajib diisi'), umur: z.number() }) },
    },
    async () => ({ ok: true }),
  );
  app.post(
    '/api/probe/person',
    {
      schema: {
        body: z.object({
          nik: z.string().length(16, 'NIK harus 16 angka'),
          persetujuan: z.literal(true, 'Persetujuan wajib'),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/api/probe/http-error', async () => {
    throw badRequest('Pesan khusus');
  });
  app.get('/api/probe/coded', async () => {
    throw conflict('Sudah dijawab', 'already_answered');
  });
  app.get('/api/probe/big', async () => ({
    items: Array.from({ length: 500 }, (_, i) => `baris ${i}`),
  }));
  app.get('/api/probe/crash', async () => {
    throw new Error('database password is hunter2');
  });
}

describe('errors and headers', () => {
  let app: TestApp;
  useTestApp((built) => (app = built), 'sqlite', {}, { beforeReady: addProbeRoutes });
  const probe = (payload: string | object, contentType?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/probe',
      payload,
      headers: contentType ? { 'content-type': contentType } : {},
    });

  it('answers a validation failure with 400 and the field message', async () => {
    const response = await probe({ nama: '', umur: 3 });
    expectError(response, 400, 'Nama wajib diisi', 'invalid_input');
  });

  it('gives every error a stable code beside its text', async () => {
    expectError(await probe('{"nama":', 'application/json'), 400, /JSON/, 'invalid_json');
    const unknown = await app.inject({ method: 'GET', url: '/api/tidak-ada' });
    expectError(unknown, 404, /.+/, 'route_not_found');
    const specific = await app.inject({ method: 'GET', url: '/api/probe/coded' });
    expectError(specific, 409, 'Sudah dijawab', 'already_answered');
  });

  it('a refused field a client acts on answers its own code (nik_invalid, consent_required)', async () => {
    const person = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/probe/person', payload });
    const nik = await person({ nik: '123', persetujuan: true });
    expectError(nik, 400, 'NIK harus 16 angka', 'nik_invalid');
    const consent = await person({ nik: '3275014106950002', persetujuan: false });
    expectError(consent, 400, 'Persetujuan wajib', 'consent_required');
  });

  it('names the field in Indonesian when a check has no message of its own', async () => {
    const response = await probe({ nama: 'Budi', umur: 'tiga' });
    expectError(response, 400, 'Kolom "umur" tidak valid');
    const missing = await probe({ nama: 'Budi' });
    expect(missing.json().error).toBe('Kolom "umur" wajib diisi');
  });

  it('answers broken JSON with 400, not 500', async () => {
    const response = await probe('{"nama":', 'application/json');
    expectError(response, 400, /JSON/);
  });

  it('answers a body over the limit with 413', async () => {
    const response = await probe(
      JSON.stringify({ nama: 'x'.repeat(2 * 1024 * 1024), umur: 1 }),
      'application/json',
    );
    expectError(response, 413, 'Ukuran data terlalu besar', 'body_too_large');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await probe('<xml/>', 'application/xml');
    expect(response.statusCode).toBe(415);
  });

  it('passes an HttpError text through', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/http-error' });
    expectError(response, 400, 'Pesan khusus');
  });

  it('hides the details of an unexpected error behind a generic 500 text', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
    expect(response.json()).toEqual({
      error: 'Terjadi kesalahan pada server. Silakan coba lagi nanti.',
      code: 'internal',
    });
  });

  it('sends the security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('compresses large answers and sends ETags', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/probe/big',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers.etag).toBeTruthy();
    const again = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'if-none-match': String(health.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
