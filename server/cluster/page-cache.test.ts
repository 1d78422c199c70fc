import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  type Instance,
  REDIS_URL,
  createPostgresDatabase,
  ensureCompiledBuild,
  missingForClusterTest,
  startInstance,
  stopCluster,
  superadminToken,
} from './harness.ts';
import { VALID_SITE_SETTINGS } from '../test/site-settings.ts';
import { unique } from '../test/unique.ts';

/**
 * docs/decisions/030: two compiled instances on one PostgreSQL database and one Redis, each keeping rendered
 * public pages in memory. An edit through A must be on B's next rendered page: the home page
 * after a testimony, every page's footer after the site settings.
 */

const missing = await missingForClusterTest({ postgres: true, redis: true });

const BROWSER = { 'accept-encoding': 'br, gzip' };

describe.skipIf(Boolean(missing))(
  `rendered pages on two instances (needs ${missing || 'nothing more'})`,
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let a: Instance;
    let b: Instance;
    let token: string;

    beforeAll(async () => {
      await ensureCompiledBuild();
      database = await createPostgresDatabase();
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL,
        MFA_REQUIRED_ROLES: '',
        LOG_LEVEL: 'info',
      };
      // One after the other: the first runs the migrations, the second finds them done.
      a = await startInstance('pages-a', env);
      b = await startInstance('pages-b', env);
      token = await superadminToken(a.url);
    }, 240_000);

    afterAll(() => stopCluster([a, b], undefined, () => database?.drop()), 60_000);

    /** B's page as a browser gets it (decoded by fetch), read twice so it is surely kept. */
    async function onB(path: string) {
      await fetch(`${b.url}${path}`, { headers: BROWSER });
      const response = await fetch(`${b.url}${path}`, { headers: BROWSER });
      expect(response.status).toBe(200);
      return response.text();
    }

    it('shows on B the home page with a testimony added through A', async () => {
      const name = unique('Ibu Klien');
      expect(await onB('/')).not.toContain(name);
      const form = new FormData();
      form.set('name', name);
      form.set('message', 'Petugasnya sigap dan ramah.');
      const created = await fetch(`${a.url}/api/testimonies`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(created.status).toBe(201);
      const home = await fetch(`${b.url}/`, { headers: BROWSER });
      expect(await home.text()).toContain(name);
    });

    it('shows on B the footer of every page with site settings saved through A', async () => {
      const pages = ['/', '/tentang-kami', '/layanan/keamanan', '/halaman-tidak-ada'];
      for (const path of pages) await fetch(`${b.url}${path}`, { headers: BROWSER });
      const company = unique('PT Sigap Baru');
      const saved = await fetch(`${a.url}/api/site-settings`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          ...VALID_SITE_SETTINGS,
          name: company,
          shortName: 'Sigap',
          address: 'Jl. Sudirman No. 1, Jakarta',
        }),
      });
      expect(saved.status).toBe(200);
      for (const path of pages) {
        const response = await fetch(`${b.url}${path}`, { headers: BROWSER });
        expect(await response.text(), path).toContain(company);
      }
    });
  },
);
