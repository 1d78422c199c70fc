import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ensureCompiledBuild } from '../cluster/harness.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { loginAs } from '../test/login-as.ts';
import { injectForm } from '../test/multipart-form.ts';
import { TEST_REDIS_URL } from '../test/redis.ts';
import {
  CLUSTER_DATABASES,
  SHARED_DATABASES,
  startTwoInstances,
  type TwoInstances,
} from '../test/two-instances.ts';
import { unique } from '../test/unique.ts';

/**
 * The English pages' cache entries on two instances (docs/decisions/043, 030): two apps with the
 * real renderer on one PostgreSQL database and one Redis, as behind a balancer. An English edit
 * through A is on B's next `/en` at once, and the Indonesian page keeps its own entry.
 */

const BROWSER = { 'accept-encoding': 'br, gzip' };

describe.skipIf(!TEST_REDIS_URL || !SHARED_DATABASES.length).each(CLUSTER_DATABASES)(
  'the English page cache over two instances on %s',
  (dialect) => {
    // needs TEST_DATABASE_URL and TEST_REDIS_URL
    let pair: TwoInstances;
    let a: TestApp;
    let b: TestApp;

    beforeAll(async () => {
      const webDistDir = await ensureCompiledBuild();
      pair = await startTwoInstances(
        dialect,
        TEST_REDIS_URL!,
        { WEB_DIST_DIR: webDistDir },
        { web: true },
      );
      ({ a, b } = pair);
    }, 600_000);
    afterAll(async () => {
      await pair?.close();
    });

    /** B's page, read twice so it is surely kept (the second read uncompressed, to read it). */
    async function onB(url: string) {
      await b.inject({ url, headers: BROWSER });
      const response = await b.inject({ url });
      expect(response.statusCode).toBe(200);
      return response.body;
    }

    it('shows on B the English home page with a testimony written in English through A', async () => {
      const english = unique('The guards are always on time');
      const indonesian = unique('Petugasnya selalu tepat waktu');
      expect(await onB('/en')).not.toContain(english);
      expect(await onB('/')).not.toContain(indonesian);
      const editor = await loginAs(a, 'editor');
      const created = await injectForm(
        a,
        { method: 'POST', url: '/api/testimonies', headers: editor.headers },
        [
          { name: 'name', value: unique('Ms Client') },
          { name: 'message', value: indonesian },
          { name: 'message_en', value: english },
        ],
      );
      expect(created.statusCode).toBe(201);
      const en = (await b.inject({ url: '/en' })).body;
      expect(en).toContain(english);
      expect(en).toContain('<html lang="en"');
      const id = (await b.inject({ url: '/' })).body;
      expect(id).toContain(indonesian);
      expect(id).toContain('<html lang="id"');
    });
  },
);
