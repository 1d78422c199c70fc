import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { APPLICATION_FIELDS } from '../../test/application-form.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { storedFiles } from '../../test/damaged-images.ts';
import { loginAsApplicant } from '../../test/login-as.ts';
import { startPrivateRedis, TEST_REDIS_URL } from '../../test/redis.ts';
import {
  isPrivateFileStored,
  sampleFile,
  sendApplication,
  stage,
  stageAll,
  stagedRowsOf,
} from '../../test/staged-uploads.ts';
import {
  SHARED_DATABASES,
  startTwoInstances,
  type TwoInstances,
} from '../../test/two-instances.ts';

/**
 * Two instances behind a balancer on one PostgreSQL database: the cap of twelve staged files and
 * the claim hold across them (docs/decisions/048). Both instances share one data folder.
 */

describe.skipIf(!SHARED_DATABASES.length)('staged files over two instances', () => {
  // needs TEST_DATABASE_URL: two instances cannot share one SQLite file
  let redis: Awaited<ReturnType<typeof startPrivateRedis>> | undefined;
  let pair: TwoInstances;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    if (!TEST_REDIS_URL) redis = await startPrivateRedis();
    pair = await startTwoInstances('postgres', TEST_REDIS_URL ?? redis!.url);
    ({ a, b } = pair);
  });
  afterAll(async () => {
    await pair?.close();
    await redis?.stop();
  });

  it('50 parallel stagings split over both: exactly 12 stored, 38 refused with 429', async () => {
    const user = await loginAsApplicant(a);
    const before = (await storedFiles(a.config.dataDir)).length;
    const cv = await sampleFile('resume');
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => stage(i % 2 ? a : b, user.headers, 'resume', cv)),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(12);
    expect(statuses.filter((s) => s === 429)).toHaveLength(38);
    expect(await stagedRowsOf(a, user.id)).toHaveLength(12);
    expect((await storedFiles(a.config.dataDir)).length).toBe(before + 12);
  });

  it('the same staged ids sent to both at once: one application, every file it names kept', async () => {
    const user = await loginAsApplicant(a);
    const ids = await stageAll(a, user.headers, ['foto', 'resume']);
    const fields = {
      ...APPLICATION_FIELDS,
      berkas: ids.join(','),
    };
    const responses = await Promise.all([
      sendApplication(a, user.headers, fields),
      sendApplication(b, user.headers, fields),
    ]);
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(201);
    expect([400, 409]).toContain(statuses[1]);
    const row = await a.db
      .selectFrom('applicants')
      .select(['foto', 'resume'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    for (const key of [row.foto, ...(JSON.parse(row.resume) as string[])])
      expect(isPrivateFileStored(a, key)).toBe(true);
    expect(await stagedRowsOf(a, user.id)).toEqual([]);
  });
});
