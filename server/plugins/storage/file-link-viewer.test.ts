import { describe, expect, it } from 'vitest';

import type { TestApp } from '../../test/build-test-app.ts';
import { expectError } from '../../test/expect-error.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { applyAsGuard, createGuardVacancy } from '../../test/guard-applications.ts';
import { injectAs } from '../../test/inject-as.ts';
import { loginAs } from '../../test/login-as.ts';
import { useTestApp } from '../../test/test-app-per-suite.ts';

/**
 * A signed document link dies with the staff account it was made for (docs/decisions/049): the
 * viewer must be active when the file is fetched, not only when the link was made.
 */

const INVALID = 'Tautan tidak valid atau sudah kedaluwarsa';

describe.each(TEST_DATABASES)('signed links of a deactivated account on %s', (dialect) => {
  let app: TestApp;
  useTestApp((built) => (app = built), dialect);

  /** A fresh hrd account, and its links to the SKCK and KTP of a new guard application. */
  async function hrdWithLinks() {
    const hrd = await loginAs(app, 'hrd');
    const vacancy = await createGuardVacancy(app, hrd.headers);
    const { id } = await applyAsGuard(app, vacancy.id);
    const detail = await injectAs(app, hrd.headers).get(`/api/pelamar/${id}`);
    const links = detail.json<{ dokumen: { jenis: string; url: string }[] }>().dokumen;
    const link = (jenis: string) => links.find((document) => document.jenis === jenis)!.url;
    return { hrd, skck: link('skck'), ktp: link('ktp') };
  }
  const setActive = (id: number, isActive: boolean) =>
    app.db
      .updateTable('staff_users')
      .set({ is_active: isActive ? 1 : 0 })
      .where('id', '=', id)
      .execute();

  it('a deactivated account’s links answer 403 within their minutes; active again, they open', async () => {
    const { hrd, skck, ktp } = await hrdWithLinks();
    expect((await app.inject({ url: skck })).statusCode).toBe(200);
    await setActive(hrd.id, false);
    for (const url of [skck, ktp])
      expectError(await app.inject({ url }), 403, INVALID, 'invalid_link');
    await setActive(hrd.id, true);
    expect((await app.inject({ url: skck })).statusCode).toBe(200);
  });

  it('a deleted account’s links answer 403, and no download is recorded for them', async () => {
    const { hrd, skck } = await hrdWithLinks();
    await app.db.deleteFrom('staff_users').where('id', '=', hrd.id).execute();
    expectError(await app.inject({ url: skck }), 403, INVALID, 'invalid_link');
    const downloads = await app.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'GET /pelamar/:id/dokumen/:jenis')
      .where('actor_id', '=', hrd.id)
      .execute();
    expect(downloads).toEqual([]);
  });
});
