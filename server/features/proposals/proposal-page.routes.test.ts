import { describe, expect, it } from 'vitest';

import type { TestApp } from '../../test/build-test-app.ts';
import { JOBS_ON_DEMAND } from '../../test/build-test-app.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { loginAs } from '../../test/login-as.ts';
import { insertQuoteRequest, useExampleTariff } from '../../test/proposals.ts';
import { useTestAppWithSmtp } from '../../test/test-app-per-suite.ts';

describe.each(TEST_DATABASES)("the client's page on %s", (dialect) => {
  let app: TestApp;
  let admin: Record<string, string>;
  let tariffId: number;
  useTestAppWithSmtp(
    async (built) => {
      app = built;
      admin = (await loginAs(app, 'admin')).headers;
      tariffId = await useExampleTariff(app);
    },
    dialect,
    {},
    JOBS_ON_DEMAND,
  );

  const sent = async () => {
    const request = await insertQuoteRequest(app, tariffId);
    await app.inject({
      method: 'POST',
      url: `/api/prospek/${request.id}/proposal`,
      headers: admin,
      payload: { catatan: 'internal: bisa turun 1%' },
    });
    const answer = await app.inject({
      method: 'POST',
      url: `/api/prospek/${request.id}/proposal/1/kirim`,
      headers: admin,
    });
    const path = new URL((answer.json() as { url: string }).url).pathname;
    return { request, path };
  };
  const form = (url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('shows the proposal, never cached or indexed, without internal notes', async () => {
    const { request, path } = await sent();
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.body).toContain('<meta name="robots" content="noindex,nofollow">');
    expect(page.body).toContain(request.perusahaan);
    expect(page.body).toContain('Rp 37.779.630');
    expect(page.body).toContain(
      'tiga puluh tujuh juta tujuh ratus tujuh puluh sembilan ribu enam ratus tiga puluh rupiah',
    );
    expect(page.body).toContain('Terima Penawaran');
    expect(page.body).not.toContain('bisa turun');
  });

  it('accepting through the form needs the box ticked, then shows the acceptance', async () => {
    const { path } = await sent();
    const refused = await form(`${path}/terima`, { nama: 'Budi', jabatan: 'Direktur' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Centang bahwa Anda telah membaca syarat dan ketentuan');
    expect(refused.body).toContain('value="Budi"');
    const accepted = await form(`${path}/terima`, {
      nama: 'Budi <b>',
      jabatan: 'Direktur',
      setuju: 'true',
    });
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toBe(path);
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('telah diterima oleh Budi &lt;b&gt; (Direktur)');
    expect(page.body).not.toContain('<form');
    // A second tab's form lands on the answered page, nothing recorded twice.
    const again = await form(`${path}/terima`, { nama: 'Lain', jabatan: 'Staf', setuju: 'true' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('telah diterima oleh Budi');
  });

  it('declining through the form records the reason', async () => {
    const { request, path } = await sent();
    expect((await form(`${path}/tolak`, { alasan: '' })).body).toContain('Alasan wajib diisi');
    expect((await form(`${path}/tolak`, { alasan: 'Anggaran belum ada' })).statusCode).toBe(303);
    const row = await app.db
      .selectFrom('quote_requests')
      .select('tahap')
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(row.tahap).toBe('kalah');
  });

  it('an unknown link is a 404 page and a replaced one points to the newest', async () => {
    const missing = await app.inject({ method: 'GET', url: `/penawaran/${'z'.repeat(43)}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Tautan penawaran tidak ditemukan');
    const { request, path } = await sent();
    await app.inject({
      method: 'POST',
      url: `/api/prospek/${request.id}/proposal`,
      headers: admin,
      payload: {},
    });
    const newer = await app.inject({
      method: 'POST',
      url: `/api/prospek/${request.id}/proposal/2/kirim`,
      headers: admin,
    });
    const old = await app.inject({ method: 'GET', url: path });
    expect(old.statusCode).toBe(410);
    expect(old.body).toContain('Buka penawaran versi 2');
    expect(old.body).toContain((newer.json() as { url: string }).url);
  });
});
