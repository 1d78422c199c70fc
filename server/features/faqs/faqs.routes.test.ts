import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Role } from '#common/roles';

import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { TEST_DATABASES } from '../../test/for-each-database.ts';
import { loginAs } from '../../test/login-as.ts';

const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

describe.each(TEST_DATABASES)('faqs on %s', (dialect) => {
  let app: TestApp;
  const headers: Partial<Record<Role, Record<string, string>>> = {};
  beforeAll(async () => {
    app = await buildTestApp(dialect);
    for (const role of ['editor', 'admin', 'superadmin', 'hrd', 'bos'] as const)
      headers[role] = (await loginAs(app, role)).headers;
  });
  afterAll(async () => {
    await app.close();
  });

  async function createFaq(
    role: Role = 'editor',
    question = unique('Pertanyaan'),
    answer = unique('Jawaban'),
  ) {
    return app.inject({
      method: 'POST',
      url: '/api/faqs',
      headers: headers[role],
      payload: { question, answer },
    });
  }

  it('a visitor lists FAQs oldest first', async () => {
    const first = (await createFaq()).json();
    const second = (await createFaq()).json();
    const response = await app.inject({ method: 'GET', url: '/api/faqs' });
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((faq: { id: number }) => faq.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(response.json()).toContainEqual({
      id: first.id,
      question: first.question,
      answer: first.answer,
    });
  });

  it.each(['editor', 'admin', 'superadmin'] as const)(
    '%s can create, edit and delete a FAQ',
    async (role) => {
      const created = await createFaq(role, '  Apakah bisa kontrak bulanan?  ', 'Bisa.');
      expect(created.statusCode).toBe(201);
      const faq = created.json();
      expect(faq).toMatchObject({ question: 'Apakah bisa kontrak bulanan?', answer: 'Bisa.' });

      const edited = await app.inject({
        method: 'PUT',
        url: `/api/faqs/${faq.id}`,
        headers: headers[role],
        payload: { question: 'Diubah?', answer: 'Ya, diubah.' },
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toEqual({ id: faq.id, question: 'Diubah?', answer: 'Ya, diubah.' });

      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/faqs/${faq.id}`,
        headers: headers[role],
      });
      expect(deleted.statusCode).toBe(200);
      const list = (await app.inject({ method: 'GET', url: '/api/faqs' })).json();
      expect(list.find((row: { id: number }) => row.id === faq.id)).toBeUndefined();
    },
  );

  it.each(['hrd', 'bos'] as const)('%s cannot create, edit or delete a FAQ', async (role) => {
    const faq = (await createFaq()).json();
    expect((await createFaq(role)).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/faqs/${faq.id}`,
          headers: headers[role],
          payload: { question: 'x', answer: 'y' },
        })
      ).statusCode,
    ).toBe(403);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/faqs/${faq.id}`,
      headers: headers[role],
    });
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().error).toBe('Anda tidak memiliki akses untuk tindakan ini');
  });

  it('a request without a token gets 401', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/faqs',
      payload: { question: 'a', answer: 'b' },
    });
    expect(response.statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/faqs/1' })).statusCode).toBe(401);
  });

  it.each([
    [{ question: '   ', answer: 'Jawaban' }, 'Pertanyaan wajib diisi'],
    [{ answer: 'Jawaban' }, 'Pertanyaan wajib diisi'],
    [{ question: 'Pertanyaan?', answer: '' }, 'Jawaban wajib diisi'],
    [{ question: 'Pertanyaan?' }, 'Jawaban wajib diisi'],
    [{ question: 'x'.repeat(301), answer: 'Jawaban' }, 'Pertanyaan maksimal 300 karakter'],
  ])('a blank or too long field gets a 400 naming it (%j)', async (payload, error) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/faqs',
      headers: headers.editor,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });

  it('an edit with a blank answer gets a 400 and keeps the FAQ', async () => {
    const faq = (await createFaq()).json();
    const response = await app.inject({
      method: 'PUT',
      url: `/api/faqs/${faq.id}`,
      headers: headers.editor,
      payload: { question: 'Baru?', answer: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Jawaban wajib diisi' });
    const list = (await app.inject({ method: 'GET', url: '/api/faqs' })).json();
    expect(list).toContainEqual(faq);
  });

  it('an unknown id gets 404', async () => {
    const edit = await app.inject({
      method: 'PUT',
      url: '/api/faqs/987654',
      headers: headers.editor,
      payload: { question: 'a', answer: 'b' },
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ error: 'FAQ tidak ditemukan' });
    const remove = await app.inject({
      method: 'DELETE',
      url: '/api/faqs/987654',
      headers: headers.editor,
    });
    expect(remove.statusCode).toBe(404);
  });

  it('a malformed id gets 400', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/faqs/abc',
      headers: headers.editor,
    });
    expect(response.statusCode).toBe(400);
  });
});
