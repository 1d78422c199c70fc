import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from '../test/build-test-app.ts';
import { useCompiledWeb } from '../test/web-test-app.ts';
import { loginAsApplicant } from '../test/login-as.ts';
import { applicantWithToken } from '../test/hiring-days.ts';

/**
 * The career pages as server HTML (docs/decisions/041-applicant-screens-as-islands.md): with the
 * applicant's page cookie the status is in the HTML; without it, or with a refused token, the page
 * is the frame and the island asks with the browser's token. Never kept by a shared cache.
 */

const { buildWebTestApp } = useCompiledWeb();

describe('the career pages', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildWebTestApp('sqlite');
  });
  afterAll(async () => {
    await app?.close();
  });

  const page = (cookie?: string, url = '/career/detail') =>
    app.inject({
      method: 'GET',
      url,
      headers: cookie ? { cookie: `lain=1; sigap_pelamar=${cookie}` } : {},
    });
  /** The files a page names to prefetch once it has loaded. */
  const prefetchNamed = (html: string) =>
    /<meta name="sigap-prefetch" content="([^"]+)">/.exec(html)?.[1].split(' ') ?? [];

  it('/career carries the form for an applicant who has not applied, the notice for one who has', async () => {
    const fresh = await loginAsApplicant(app);
    const form = await page(fresh.token, '/career');
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toBe('no-store');
    expect(form.body).toMatch(/<h1[^>]*>Gabung Dengan Kami<\/h1>/);
    expect(form.body).toContain('Kirim Lamaran');
    expect(form.body).toContain('data-island="career-apply"');
    expect(form.body).toMatch(/entry\.career-[\w-]+\.js/);
    expect(form.body).not.toMatch(/entry\.client-[\w-]+\.js/);
    expect(form.body).not.toContain(fresh.token);

    const { headers } = await applicantWithToken(app);
    const applied = await page(headers.authorization.slice(7), '/career');
    expect(applied.body).toContain('Anda Sudah Mengirim Lamaran');
    expect(applied.body).not.toMatch(/<h1[^>]*>Gabung Dengan Kami<\/h1>/);

    const anonymous = await page(undefined, '/career');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).toContain('data-island="career-apply"');
    expect(anonymous.body).not.toMatch(/<h1[^>]*>Gabung Dengan Kami<\/h1>/);
  });

  it('carries the status with the cookie, and no token in the page', async () => {
    const { row, headers } = await applicantWithToken(app, { nama: 'Rina Halimah' });
    const token = headers.authorization.slice(7);
    const response = await page(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('Detail Lamaran Saya');
    expect(response.body).toContain('Rina Halimah');
    expect(response.body).toContain('Menunggu');
    expect(response.body).toContain('data-island="career-detail"');
    expect(response.body).not.toContain(token);
    expect(response.body).toContain(`&quot;id&quot;:${row.user_id}`);
    // Its own small script, not the staff app's.
    expect(response.body).toMatch(/entry\.career-detail-[\w-]+\.js/);
    expect(response.body).not.toMatch(/entry\.client-[\w-]+\.js/);
  });

  it("/login-user names /career's scripts to prefetch after it has loaded, with no link that competes with its paint", async () => {
    const response = await page(undefined, '/login-user');
    expect(response.statusCode).toBe(200);
    expect(prefetchNamed(response.body)).toEqual(
      expect.arrayContaining([expect.stringMatching(/entry\.career-[\w-]+\.js$/)]),
    );
    expect(response.body).not.toContain('rel="prefetch"');
  });

  it("each account screen names the code its first submit loads (checks, dialog); only the login screen names /career's", async () => {
    for (const path of ['/login-user', '/register-user']) {
      const named = prefetchNamed((await page(undefined, path)).body);
      expect(named).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/applicant-auth-resolvers-[\w-]+\.js$/),
          expect.stringMatching(/sweetalert2[\w.-]*\.js$/),
        ]),
      );
      const namesCareer = named.some((file) => /entry\.career-[\w-]+\.js$/.test(file));
      expect(namesCareer).toBe(path === '/login-user');
    }
  });

  it('is the frame without the cookie or with a refused token', async () => {
    for (const cookie of [undefined, 'aaa.bbb.ccc']) {
      const response = await page(cookie);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('data-island="career-detail"');
      expect(response.body).not.toContain('Perjalanan Lamaran');
      expect(response.body).toContain('&quot;user&quot;:null');
    }
  });
});
