import { describe, expect, it } from 'vitest';

import type { TestApp } from '../../test/build-test-app.ts';
import { loginAs } from '../../test/login-as.ts';
import { TEST_REDIS_URL } from '../../test/redis.ts';
import { applicantWithToken, book, createHiringDay, invite } from '../../test/hiring-days.ts';
import { CLUSTER_DATABASES, SHARED_DATABASES, useTwoInstances } from '../../test/two-instances.ts';

/**
 * An invitation shared in a WhatsApp group: fifty applicants book ten places in the same second,
 * spread over two app instances (each with its own connection pool) on one PostgreSQL database
 * and one Redis, as behind a balancer. Places never exceed capacity
 * (docs/decisions/045-hiring-day-capacity.md).
 */

describe.skipIf(!TEST_REDIS_URL || !SHARED_DATABASES.length).each(CLUSTER_DATABASES)(
  'hiring day bookings over two instances on %s',
  (dialect) => {
    // needs TEST_DATABASE_URL and TEST_REDIS_URL
    let a: TestApp;
    let b: TestApp;
    useTwoInstances((pair) => ({ a, b } = pair), dialect, TEST_REDIS_URL!);

    it('fifty bookings for ten places over both: ten succeed, forty get 409, the count agrees', async () => {
      const staff = (await loginAs(a, 'hrd')).headers;
      const hiringDay = await createHiringDay(a, staff, { kapasitas: 10 });
      const people = [];
      for (let i = 0; i < 50; i += 1) people.push(await applicantWithToken(a));
      await invite(
        a,
        staff,
        hiringDay.id,
        people.map((p) => p.row.id),
      );
      const responses = await Promise.all(
        people.map((person, i) => book(i % 2 ? a : b, person.headers, hiringDay.id)),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(40);
      const seen = await b.inject({
        method: 'GET',
        url: `/api/sesi/${hiringDay.id}`,
        headers: staff,
      });
      expect(seen.json()).toMatchObject({ terisi: 10, kapasitas: 10 });
      const rows = await a.db
        .selectFrom('session_bookings')
        .select('pelamar_id')
        .where('sesi_id', '=', hiringDay.id)
        .execute();
      expect(rows).toHaveLength(10);
    });
  },
);
