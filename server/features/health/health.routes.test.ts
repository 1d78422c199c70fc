import { describe, expect, it } from 'vitest';

import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';
import { expectError, expectServiceDown } from '../../test/expect-error.ts';

describe.each(TEST_DATABASES)('health on %s', (dialect) => {
  let app: TestApp;
  useTestApp((built) => (app = built), dialect);

  it('answers ok when the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 naming the database when it is unreachable', async () => {
    const broken = await buildTestApp(dialect);
    await broken.db.destroy();
    const response = await broken.inject({ method: 'GET', url: '/api/health' });
    expectServiceDown(response, 'database');
    await broken.close().catch(() => undefined);
  });

  it('answers unknown API paths with a JSON 404 in Indonesian', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/tidak-ada' });
    expectError(response, 404, 'Alamat API tidak ditemukan');
  });

  it('seeds the three service cards, the four spec pages and the privacy notice', async () => {
    const cards = await app.db.selectFrom('cards').select('service').orderBy('service').execute();
    expect(cards.map((c) => c.service)).toEqual(['keamanan', 'kebersihan', 'parkir']);
    const pages = await app.db.selectFrom('pages').select('slug').orderBy('slug').execute();
    expect(pages.map((p) => p.slug)).toEqual([
      'kebijakan-privasi',
      'layanan-keamanan',
      'layanan-kebersihan',
      'layanan-parkir',
      'tentang-kami',
    ]);
  });
});
