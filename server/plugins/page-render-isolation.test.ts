import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from '../test/build-test-app.ts';
import { useCompiledWeb } from '../test/web-test-app.ts';
import { injectAs } from '../test/inject-as.ts';
import { loginAs } from '../test/login-as.ts';

/**
 * Each server render has its own data transport (web/entry.server.tsx) and never retries a data
 * call: a draft preview rendered while a public render of the same page fails can never lend
 * the public page its draft, so no draft text ever reaches the page cache (docs/decisions/038).
 */

const { buildWebTestApp } = useCompiledWeb();

describe('a draft preview beside a failing public render', () => {
  let app: TestApp;
  /** Anonymous reads of the page's JSON to fail with a 500, one each. */
  let failures = 0;

  beforeAll(async () => {
    app = await buildWebTestApp(
      'sqlite',
      {},
      {
        beforeReady: (unready) => {
          unready.addHook('onRequest', async (request, reply) => {
            if (
              request.url === '/api/pages/tentang-kami' &&
              !request.headers.authorization &&
              failures > 0
            ) {
              failures -= 1;
              // Long enough for the preview below to start while this render is still going.
              await new Promise((resolve) => setTimeout(resolve, 150));
              return reply.code(500).send({ error: 'gagal sementara' });
            }
          });
        },
      },
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  it('never puts draft text in a kept page, however the two renders interleave', async () => {
    const editor = await loginAs(app, 'editor');
    const draftText = `Draf rahasia ${Date.now()}`;
    const saved = await injectAs(app, editor.headers).put('/api/pages/tentang-kami/draft', {
      content: `<p>${draftText}</p>`,
    });
    expect(saved.statusCode).toBe(200);

    for (let round = 0; round < 3; round++) {
      app.pageCache.clear();
      failures = 1;
      const publicPage = app.inject({ method: 'GET', url: '/tentang-kami' });
      await new Promise((resolve) => setTimeout(resolve, 20 + round * 40));
      const previews = Array.from({ length: 3 }, () =>
        injectAs(app, editor.headers).get('/api/pages/tentang-kami/preview'),
      );
      const [first, ...previewed] = await Promise.all([publicPage, ...previews]);
      for (const preview of previewed) {
        expect(preview.statusCode).toBe(200);
        expect(preview.body).toContain(draftText);
      }
      expect(first.body).not.toContain(draftText);
      // The failed render is not retried: the Indonesian error page, at once and not kept.
      expect(first.statusCode).toBe(500);
      const again = await app.inject({ method: 'GET', url: '/tentang-kami' });
      expect(again.statusCode).toBe(200);
      expect(again.body).not.toContain(draftText);
      const kept = await app.inject({ method: 'GET', url: '/tentang-kami' });
      expect(kept.body).toBe(again.body);
    }
  });
});
