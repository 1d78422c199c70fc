import { afterAll, describe, expect, it } from 'vitest';

import { buildTestApp, JOBS_ON_DEMAND, type TestApp } from '../../test/build-test-app.ts';
import { CONTENT_WRITE_STATUS } from '../../test/content-access.ts';
import { expectError } from '../../test/expect-error.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { injectAs } from '../../test/inject-as.ts';
import { loginAs, type StaffHeaders } from '../../test/login-as.ts';
import { openSharedTestDatabase } from '../../test/shared-database.ts';
import { useTestApp, useTestAppWithRoles } from '../../test/test-app-per-suite.ts';

const HOUR = 3600_000;
/** 'YYYY-MM-DDTHH:mm' in Asia/Jakarta (UTC+7, the default TIME_ZONE) for an instant. */
const jakartaLocal = (at: Date) => new Date(at.getTime() + 7 * HOUR).toISOString().slice(0, 16);

describe.each(TEST_DATABASES)('page drafts on %s', (dialect) => {
  let app: TestApp;
  let headers: StaffHeaders;
  useTestAppWithRoles((ready) => ({ app, headers } = ready), dialect, {}, JOBS_ON_DEMAND);
  const editor = () => injectAs(app, headers.editor);
  const publicPage = async (slug: string) =>
    (await app.inject({ method: 'GET', url: `/api/pages/${slug}` })).json();

  it('a draft leaves the public page alone until Terbitkan', async () => {
    const published = await publicPage('tentang-kami');
    const saved = await editor().put('/api/pages/tentang-kami/draft', {
      content: '<p>Draf <script>x()</script>baru</p>',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().draft).toMatchObject({
      title: published.title,
      content: '<p>Draf baru</p>',
    });
    expect(saved.json().published.content).toBe(published.content);
    expect((await publicPage('tentang-kami')).content).toBe(published.content);

    const done = await editor().post('/api/pages/tentang-kami/publish', {});
    expect(done.statusCode).toBe(200);
    expect(done.json().draft).toBeNull();
    expect(await publicPage('tentang-kami')).toMatchObject({
      content: '<p>Draf baru</p>',
      summary: 'Draf baru',
    });
    const history = (await editor().get('/api/revisions/page/tentang-kami')).json();
    expect(history.revisions[0]).toMatchObject({ action: 'publish', role: 'editor' });
  });

  it('a draft can be discarded with no body at all, or with the version', async () => {
    await editor().put('/api/pages/layanan-keamanan/draft', { content: '<p>Buang</p>' });
    const bare = await app.inject({
      method: 'DELETE',
      url: '/api/pages/layanan-keamanan/draft',
      headers: headers.editor,
    });
    expect(bare.statusCode).toBe(200);
    expect(bare.json().draft).toBeNull();
    const saved = await editor().put('/api/pages/layanan-keamanan/draft', {
      content: '<p>Lagi</p>',
    });
    const stale = await editor().delete('/api/pages/layanan-keamanan/draft', {
      version: saved.json().version - 1,
    });
    expect(stale.statusCode).toBe(409);
    const fresh = await editor().delete('/api/pages/layanan-keamanan/draft', {
      version: saved.json().version,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('the draft answer is never cached', async () => {
    const response = await editor().get('/api/pages/layanan-keamanan/draft');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a preview or publication of a page without a draft answers 404', async () => {
    await editor().delete('/api/pages/kebijakan-privasi/draft', {});
    expectError(
      await editor().get('/api/pages/kebijakan-privasi/preview'),
      404,
      'Halaman ini belum punya draf',
    );
    expectError(
      await editor().post('/api/pages/kebijakan-privasi/publish', {}),
      404,
      'Halaman ini belum punya draf',
    );
  });

  it('a schedule in the past, malformed, or without a draft answers 400', async () => {
    const past = jakartaLocal(new Date(Date.now() - HOUR));
    await editor().put('/api/pages/layanan-parkir/draft', { content: '<p>Nanti</p>' });
    expectError(
      await editor().post('/api/pages/layanan-parkir/schedule', { publishAt: past }),
      400,
      'Jadwal terbit harus di masa depan',
    );
    expectError(
      await editor().post('/api/pages/layanan-parkir/schedule', { publishAt: 'besok pagi' }),
      400,
      'Jadwal terbit harus berupa tanggal dan jam (YYYY-MM-DDTHH:mm)',
    );
    await editor().delete('/api/pages/layanan-parkir/draft', {});
    expectError(
      await editor().post('/api/pages/layanan-parkir/schedule', {
        publishAt: jakartaLocal(new Date(Date.now() + HOUR)),
      }),
      400,
      'Simpan draf terlebih dahulu sebelum menjadwalkan',
    );
  });

  it('a scheduled publication happens when its time comes, once', async () => {
    await editor().put('/api/pages/layanan-kebersihan/draft', { content: '<p>Terjadwal</p>' });
    const at = new Date(Date.now() + 2 * HOUR);
    const scheduled = await editor().post('/api/pages/layanan-kebersihan/schedule', {
      publishAt: jakartaLocal(at),
    });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().publish_at).toBe(
      new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString(),
    );
    expect(
      await app.jobs.runDue({ types: ['pages.publish'], now: new Date(at.getTime() - 2 * HOUR) }),
    ).toBe(0);
    expect((await publicPage('layanan-kebersihan')).content).not.toBe('<p>Terjadwal</p>');

    expect(
      await app.jobs.runDue({ types: ['pages.publish'], now: new Date(at.getTime() + 60_000) }),
    ).toBe(1);
    expect((await publicPage('layanan-kebersihan')).content).toBe('<p>Terjadwal</p>');
    const history = (await editor().get('/api/revisions/page/layanan-kebersihan')).json();
    expect(
      history.revisions.filter((r: { action: string }) => r.action === 'publish'),
    ).toHaveLength(1);
    expect(history.revisions[0].role).toBe('editor');
  });

  it('a rescheduled draft is not published at the old time', async () => {
    await editor().put('/api/pages/layanan-keamanan/draft', { content: '<p>Pindah jadwal</p>' });
    const first = new Date(Date.now() + HOUR);
    const second = new Date(Date.now() + 5 * HOUR);
    await editor().post('/api/pages/layanan-keamanan/schedule', { publishAt: jakartaLocal(first) });
    await editor().post('/api/pages/layanan-keamanan/schedule', {
      publishAt: jakartaLocal(second),
    });
    await app.jobs.runDue({ types: ['pages.publish'], now: new Date(first.getTime() + 60_000) });
    expect((await publicPage('layanan-keamanan')).content).not.toBe('<p>Pindah jadwal</p>');
    await app.jobs.runDue({ types: ['pages.publish'], now: new Date(second.getTime() + 60_000) });
    expect((await publicPage('layanan-keamanan')).content).toBe('<p>Pindah jadwal</p>');
  });

  it('two editors saving drafts from the same version: the second gets 409', async () => {
    const { version } = (await editor().get('/api/pages/tentang-kami/draft')).json();
    const first = await editor().put('/api/pages/tentang-kami/draft', {
      content: '<p>A</p>',
      version,
    });
    expect(first.statusCode).toBe(200);
    const second = await injectAs(app, headers.admin).put('/api/pages/tentang-kami/draft', {
      content: '<p>B</p>',
      version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toContain('telah diubah oleh orang lain sejak Anda membukanya');
    expect((await editor().get('/api/pages/tentang-kami/draft')).json().draft.content).toBe(
      '<p>A</p>',
    );
  });

  it.each(CONTENT_WRITE_STATUS)('%s saving a draft gets %i', async (role, status) => {
    const response = await injectAs(app, headers[role]).put('/api/pages/layanan-parkir/draft', {
      content: '<p>Peran</p>',
    });
    expect(response.statusCode).toBe(status);
    expect(
      (await injectAs(app, headers[role]).get('/api/pages/layanan-parkir/draft')).statusCode,
    ).toBe(status);
  });

  it('a preview without a token answers 401', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/pages/tentang-kami/preview' });
    expect(response.statusCode).toBe(401);
  });
});

describe.each(TEST_DATABASES)('a scheduled publication across restarts on %s', (dialect) => {
  const shared = openSharedTestDatabase(dialect);
  afterAll(async () => (await shared).drop());

  it('survives a restart and runs once with two instances', async () => {
    const database = await shared;
    const first = await buildTestApp(dialect, {}, { database: database.open(), ...JOBS_ON_DEMAND });
    const editor = await loginAs(first, 'editor');
    await injectAs(first, editor.headers).put('/api/pages/tentang-kami/draft', {
      content: '<p>Setelah restart</p>',
    });
    const at = new Date(Date.now() + HOUR);
    const scheduled = await injectAs(first, editor.headers).post(
      '/api/pages/tentang-kami/schedule',
      {
        publishAt: jakartaLocal(at),
      },
    );
    expect(scheduled.statusCode).toBe(200);
    await first.close();

    const a = await buildTestApp(dialect, {}, { database: database.open('a'), ...JOBS_ON_DEMAND });
    const b = await buildTestApp(dialect, {}, { database: database.open('b'), ...JOBS_ON_DEMAND });
    const later = new Date(at.getTime() + 60_000);
    const ran = await Promise.all([
      a.jobs.runDue({ types: ['pages.publish'], now: later }),
      b.jobs.runDue({ types: ['pages.publish'], now: later }),
    ]);
    expect(ran[0] + ran[1]).toBe(1);
    const page = (await a.inject({ method: 'GET', url: '/api/pages/tentang-kami' })).json();
    expect(page.content).toBe('<p>Setelah restart</p>');
    const publications = await a.db
      .selectFrom('revisions')
      .select('id')
      .where('entity', '=', 'page')
      .where('item_id', '=', 'tentang-kami')
      .where('action', '=', 'publish')
      .execute();
    expect(publications).toHaveLength(1);
    await a.close();
    await b.close();
  });
});

describe.each(TEST_DATABASES)(
  'a scheduled publication whose author may no longer publish on %s',
  (dialect) => {
    let app: TestApp;
    useTestApp((built) => (app = built), dialect, {}, JOBS_ON_DEMAND);

    const cases = [
      {
        slug: 'tentang-kami',
        change: 'deactivated',
        apply: (id: number) =>
          app.db.updateTable('staff_users').set({ is_active: 0 }).where('id', '=', id).execute(),
        reason: 'deactivated',
      },
      {
        slug: 'layanan-parkir',
        change: 'moved to a role without content rights',
        apply: (id: number) =>
          app.db.updateTable('staff_users').set({ role: 'hrd' }).where('id', '=', id).execute(),
        reason: 'may no longer publish',
      },
      {
        slug: 'layanan-kebersihan',
        change: 'deleted',
        apply: (id: number) => app.db.deleteFrom('staff_users').where('id', '=', id).execute(),
        reason: 'no longer exists',
      },
    ] as const;

    it.each(cases)(
      'an author $change since scheduling: the draft stays unpublished and the job says why',
      async ({ slug, apply, reason }) => {
        const author = await loginAs(app, 'editor');
        const before = (await app.inject({ method: 'GET', url: `/api/pages/${slug}` })).json();
        await injectAs(app, author.headers).put(`/api/pages/${slug}/draft`, {
          content: '<p>Tidak boleh terbit</p>',
        });
        const at = new Date(Date.now() + HOUR);
        const scheduled = await injectAs(app, author.headers).post(`/api/pages/${slug}/schedule`, {
          publishAt: jakartaLocal(at),
        });
        expect(scheduled.statusCode).toBe(200);
        await apply(author.id);

        const later = new Date(at.getTime() + 60_000);
        expect(await app.jobs.runDue({ types: ['pages.publish'], now: later })).toBe(1);
        const page = (await app.inject({ method: 'GET', url: `/api/pages/${slug}` })).json();
        expect(page.content).toBe(before.content);
        const draft = await app.db
          .selectFrom('page_drafts')
          .select(['content', 'publish_at', 'scheduled_by_id'])
          .where('slug', '=', slug)
          .executeTakeFirst();
        expect(draft).toEqual({
          content: '<p>Tidak boleh terbit</p>',
          publish_at: null,
          scheduled_by_id: null,
        });
        const job = await app.db
          .selectFrom('jobs')
          .select(['status', 'last_error', 'payload'])
          .where('type', '=', 'pages.publish')
          .where('payload', 'like', `%"${slug}"%`)
          .executeTakeFirstOrThrow();
        expect(job.status).toBe('failed');
        expect(job.last_error).toContain(reason);
        expect(job.last_error).not.toContain(author.nama);
        // Not retried: a later run finds nothing due.
        expect(
          await app.jobs.runDue({
            types: ['pages.publish'],
            now: new Date(later.getTime() + HOUR),
          }),
        ).toBe(0);
      },
    );

    it('an author still allowed to publish is recorded as the publisher', async () => {
      const author = await loginAs(app, 'admin');
      await injectAs(app, author.headers).put('/api/pages/layanan-keamanan/draft', {
        content: '<p>Boleh terbit</p>',
      });
      const at = new Date(Date.now() + HOUR);
      await injectAs(app, author.headers).post('/api/pages/layanan-keamanan/schedule', {
        publishAt: jakartaLocal(at),
      });
      await app.jobs.runDue({ types: ['pages.publish'], now: new Date(at.getTime() + 60_000) });
      const page = (await app.inject({ method: 'GET', url: '/api/pages/layanan-keamanan' })).json();
      expect(page.content).toBe('<p>Boleh terbit</p>');
      const history = (
        await injectAs(app, author.headers).get('/api/revisions/page/layanan-keamanan')
      ).json();
      expect(history.revisions[0]).toMatchObject({ action: 'publish', role: 'admin' });
    });
  },
);
