import { describe, expect, it, vi } from 'vitest';

import { TEST_DATABASES } from '../../test/for-each-database.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { expectError } from '../../test/expect-error.ts';
import { injectAs } from '../../test/inject-as.ts';
import type { StaffHeaders } from '../../test/login-as.ts';
import { CONTENT_WRITE_STATUS } from '../../test/content-access.ts';
import { useTestAppWithRoles } from '../../test/test-app-per-suite.ts';
import { unique } from '../../test/unique.ts';

const STALE =
  'Item ini telah diubah oleh orang lain sejak Anda membukanya. Teks Anda masih ada di formulir: salin bila perlu, lalu muat ulang untuk melihat versi terbaru.';

describe.each(TEST_DATABASES)('revisions and trash on %s', (dialect) => {
  let app: TestApp;
  let headers: StaffHeaders;
  useTestAppWithRoles((ready) => ({ app, headers } = ready), dialect);

  const editor = () => injectAs(app, headers.editor);
  const createFaq = async () => {
    const created = await editor().post('/api/faqs', {
      question: unique('Tanya'),
      answer: 'Jawaban pertama',
    });
    expect(created.statusCode).toBe(201);
    return created.json() as { id: number; question: string; answer: string };
  };
  const history = async (entity: string, id: string | number) =>
    (await editor().get(`/api/revisions/${entity}/${id}`)).json();
  const publicFaq = async (id: number) =>
    ((await app.inject({ method: 'GET', url: '/api/faqs' })).json() as Array<{ id: number }>).find(
      (faq) => faq.id === id,
    );

  it('every save of a FAQ keeps a revision with who and when', async () => {
    const faq = await createFaq();
    await editor().put(`/api/faqs/${faq.id}`, { question: faq.question, answer: 'Jawaban kedua' });
    const body = await history('faq', faq.id);
    expect(body.version).toBe(2);
    expect(body.current).toEqual({ question: faq.question, answer: 'Jawaban kedua' });
    expect(body.revisions.map((r: { action: string }) => r.action)).toEqual(['update', 'create']);
    expect(body.revisions[0]).toMatchObject({ role: 'editor', created_at: expect.any(String) });
    expect(body.revisions[0].actor).toMatch(/^editor/);
  });

  it('a revision shows its text beside the current one, and Pulihkan restores it', async () => {
    const faq = await createFaq();
    await editor().put(`/api/faqs/${faq.id}`, { question: faq.question, answer: 'Salah tempel' });
    const { revisions, version } = await history('faq', faq.id);
    const first = revisions.at(-1);
    const detail = (await editor().get(`/api/revisions/faq/${faq.id}/${first.id}`)).json();
    expect(detail.data).toEqual({ question: faq.question, answer: 'Jawaban pertama' });
    expect(detail.current.answer).toBe('Salah tempel');
    expect(await publicFaq(faq.id)).toMatchObject({ answer: 'Salah tempel' });

    const restored = await editor().post(`/api/revisions/faq/${faq.id}/${first.id}/restore`, {
      version,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().current.answer).toBe('Jawaban pertama');
    expect(restored.json().revisions[0].action).toBe('restore');
    // The public list changes at once (its cache is dropped).
    expect(await publicFaq(faq.id)).toMatchObject({ answer: 'Jawaban pertama' });
    const audit = await app.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'POST /revisions/:entity/:itemId/:revisionId/restore')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('the second of two editors who opened the same version gets 409 and nothing is lost', async () => {
    const faq = await createFaq();
    const { version } = await history('faq', faq.id);
    const save = (role: 'editor' | 'admin', answer: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/faqs/${faq.id}`,
        headers: { ...headers[role], 'x-base-version': String(version) },
        payload: { question: faq.question, answer },
      });
    const first = await save('editor', 'Dari editor');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-version']).toBe(String(version + 1));
    const second = await save('admin', 'Dari admin');
    expectError(second, 409, STALE);
    expect(await publicFaq(faq.id)).toMatchObject({ answer: 'Dari editor' });
  });

  it('of fifty concurrent saves from one version exactly one passes', async () => {
    const faq = await createFaq();
    const { version } = await history('faq', faq.id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        app.inject({
          method: 'PUT',
          url: `/api/faqs/${faq.id}`,
          headers: { ...headers.editor, 'x-base-version': String(version) },
          payload: { question: faq.question, answer: `Versi ${i}` },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
  });

  it('a failed save gives its claim back, so the same editor can try again', async () => {
    const faq = await createFaq();
    const { version } = await history('faq', faq.id);
    const put = (id: number) =>
      app.inject({
        method: 'PUT',
        url: `/api/faqs/${id}`,
        headers: { ...headers.editor, 'x-base-version': String(version) },
        payload: { question: faq.question, answer: 'Lagi' },
      });
    await app.db.deleteFrom('faqs').where('id', '=', faq.id).execute();
    expect((await put(faq.id)).statusCode).toBe(404);
    expect((await history('faq', faq.id)).version).toBe(version);
  });

  it('a revision id of another item answers 404 in Indonesian', async () => {
    const a = await createFaq();
    const b = await createFaq();
    const revisionOfB = (await history('faq', b.id)).revisions[0].id;
    const response = await editor().post(`/api/revisions/faq/${a.id}/${revisionOfB}/restore`, {});
    expectError(response, 404, 'Revisi tidak ditemukan untuk item ini');
    expectError(
      await editor().get(`/api/revisions/faq/${a.id}/${revisionOfB}`),
      404,
      'Revisi tidak ditemukan untuk item ini',
    );
  });

  it('an unknown kind or a malformed item id answers 400', async () => {
    expect((await editor().get('/api/revisions/kontak/1')).statusCode).toBe(400);
    expectError(
      await editor().get('/api/revisions/faq/abc'),
      400,
      'Item tidak valid untuk jenis ini',
    );
    expectError(
      await editor().get('/api/revisions/page/lainnya'),
      400,
      'Item tidak valid untuk jenis ini',
    );
  });

  it('a deleted FAQ goes to the trash, its revisions cannot be restored, the trash can', async () => {
    const faq = await createFaq();
    const { revisions } = await history('faq', faq.id);
    expect((await editor().delete(`/api/faqs/${faq.id}`)).statusCode).toBe(200);
    expect(await publicFaq(faq.id)).toBeUndefined();

    const restoreRevision = await editor().post(
      `/api/revisions/faq/${faq.id}/${revisions[0].id}/restore`,
      {},
    );
    expectError(
      restoreRevision,
      409,
      'Item ini sudah dihapus. Pulihkan dulu dari Sampah sebelum memulihkan revisinya.',
    );

    const trash = (await editor().get('/api/trash')).json() as Array<{
      id: number;
      entity: string;
      item_id: string;
      label: string;
      purge_at: string;
      deleted_at: string;
    }>;
    const entry = trash.find((row) => row.entity === 'faq' && row.item_id === String(faq.id));
    expect(entry).toMatchObject({
      label: faq.question,
      deleted_by: expect.stringMatching(/^editor/),
    });
    expect(Date.parse(entry!.purge_at) - Date.parse(entry!.deleted_at)).toBe(30 * 86_400_000);

    const back = await editor().post(`/api/trash/${entry!.id}/restore`);
    expect(back.statusCode).toBe(200);
    expect(await publicFaq(faq.id)).toEqual(faq);
    expectError(
      await editor().post(`/api/trash/${entry!.id}/restore`),
      404,
      'Item tidak ada di Sampah (mungkin sudah dipulihkan atau dihapus permanen)',
    );
  });

  it('a restore whose write fails leaves the entry in the trash and no half-written item', async () => {
    const faq = await createFaq();
    await editor().delete(`/api/faqs/${faq.id}`);
    const trashed = async () =>
      ((await editor().get('/api/trash')).json() as Array<{ id: number; item_id: string }>).find(
        (row) => row.item_id === String(faq.id),
      );
    const entry = (await trashed())!;
    const faqEntity = app.revisions.entities.faq;
    const write = faqEntity.write.bind(faqEntity);
    // The row is written, then the write fails: the whole restore must roll back.
    const failing = vi.spyOn(faqEntity, 'write').mockImplementationOnce(async (...args) => {
      await write(...args);
      throw new Error('simulated storage failure after the row was written');
    });
    try {
      const failed = await editor().post(`/api/trash/${entry.id}/restore`);
      expect(failed.statusCode).toBe(500);
    } finally {
      failing.mockRestore();
    }
    expect(await trashed()).toMatchObject({ id: entry.id });
    expect(await app.db.selectFrom('faqs').select('id').where('id', '=', faq.id).execute()).toEqual(
      [],
    );

    expect((await editor().post(`/api/trash/${entry.id}/restore`)).statusCode).toBe(200);
    expect(await publicFaq(faq.id)).toEqual(faq);
    expect(await trashed()).toBeUndefined();
  });

  it('fifty concurrent restores of one trash entry restore it once', async () => {
    const faq = await createFaq();
    await editor().delete(`/api/faqs/${faq.id}`);
    const entry = (
      (await editor().get('/api/trash')).json() as Array<{ id: number; item_id: string }>
    ).find((row) => row.item_id === String(faq.id))!;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => editor().post(`/api/trash/${entry.id}/restore`)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.every((a) => [200, 404, 409].includes(a.statusCode))).toBe(true);
    const rows = await app.db.selectFrom('faqs').select('id').where('id', '=', faq.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('site settings and pages keep revisions, with the state before the first change', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/pages/layanan-parkir' })).json();
    await editor().put('/api/pages', { slug: 'layanan-parkir', content: '<p>Baru</p>' });
    const body = await history('page', 'layanan-parkir');
    expect(body.revisions.map((r: { action: string }) => r.action).slice(-2)).toEqual([
      'update',
      'baseline',
    ]);
    const baseline = body.revisions.at(-1);
    const detail = (await editor().get(`/api/revisions/page/layanan-parkir/${baseline.id}`)).json();
    expect(detail.data.content).toBe(before.content);
  });

  it.each(CONTENT_WRITE_STATUS)(
    '%s reading revisions and the trash gets %i',
    async (role, status) => {
      const faq = await createFaq();
      const as = injectAs(app, headers[role]);
      expect((await as.get(`/api/revisions/faq/${faq.id}`)).statusCode).toBe(status);
      expect((await as.get('/api/trash')).statusCode).toBe(status);
      const revisionId = (await history('faq', faq.id)).revisions[0].id;
      const restore = await as.post(`/api/revisions/faq/${faq.id}/${revisionId}/restore`, {});
      expect(restore.statusCode).toBe(status);
      if (status === 403) expectError(restore, 403, 'Anda tidak memiliki akses untuk tindakan ini');
    },
  );

  it('without a token the revisions and the trash answer 401', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/revisions/faq/1' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/trash' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/trash/1/restore' })).statusCode).toBe(
      401,
    );
  });
});

describe.each(TEST_DATABASES)('revision pruning on %s', (dialect) => {
  let app: TestApp;
  let headers: StaffHeaders;
  useTestAppWithRoles((ready) => ({ app, headers } = ready), dialect, {
    REVISIONS_PER_ITEM: '3',
  });

  it('keeps only REVISIONS_PER_ITEM revisions of an item', async () => {
    const created = await injectAs(app, headers.editor).post('/api/dokumentasi', {
      nama: 'PT Awal',
    });
    const id = created.json().id;
    for (const nama of ['PT Dua', 'PT Tiga', 'PT Empat', 'PT Lima'])
      await injectAs(app, headers.editor).put(`/api/dokumentasi/${id}`, { nama });
    const body = (await injectAs(app, headers.editor).get(`/api/revisions/tenant/${id}`)).json();
    expect(body.revisions).toHaveLength(3);
    expect(body.current).toEqual({ nama: 'PT Lima' });
  });
});
