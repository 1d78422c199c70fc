import { describe, expect, it } from 'vitest';

import { TEST_DATABASES } from '../../test/for-each-database.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { injectAs } from '../../test/inject-as.ts';
import type { StaffHeaders } from '../../test/login-as.ts';
import { useTestAppWithRoles } from '../../test/test-app-per-suite.ts';
import { unique } from '../../test/unique.ts';

// The English twins of the public texts (docs/decisions/043): `_en` fields on writes, `lang=en`
// on public reads with a per-field fallback, revisions of both languages.
describe.each(TEST_DATABASES)('English content on %s', (dialect) => {
  let app: TestApp;
  let headers: StaffHeaders;
  useTestAppWithRoles((ready) => ({ app, headers } = ready), dialect);

  const editor = () => injectAs(app, headers.editor);
  const get = async (url: string) => (await app.inject({ method: 'GET', url })).json();

  it('a FAQ reads in English where it has English, in Indonesian otherwise', async () => {
    const question = unique('Tanya ');
    const created = await editor().post('/api/faqs', {
      question,
      answer: 'Jawaban',
      question_en: '  Question?  ',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    const english = (await get('/api/faqs?lang=en')).find((faq: { id: number }) => faq.id === id);
    expect(english).toMatchObject({ question: 'Question?', answer: 'Jawaban' });
    // An English field is named only when it holds a text.
    expect(english).not.toHaveProperty('answer_en');
    const indonesian = (await get('/api/faqs')).find((faq: { id: number }) => faq.id === id);
    expect(indonesian).toMatchObject({ question, question_en: 'Question?' });
  });

  it('an edit in one language never changes the other', async () => {
    const created = (
      await editor().post('/api/faqs', {
        question: unique('Tanya '),
        answer: 'Jawaban',
        question_en: 'Question',
        answer_en: 'Answer',
      })
    ).json() as { id: number; question: string };
    // The Indonesian editor's save without English fields keeps the English ones.
    const saved = await editor().put(`/api/faqs/${created.id}`, {
      question: created.question,
      answer: 'Jawaban baru',
    });
    expect(saved.json()).toMatchObject({ answer: 'Jawaban baru', answer_en: 'Answer' });
    // An English edit keeps the Indonesian text; a blank English field clears only itself.
    const english = await editor().put(`/api/faqs/${created.id}`, {
      question: created.question,
      answer: 'Jawaban baru',
      answer_en: '',
      question_en: 'New question',
    });
    expect(english.json()).toMatchObject({ answer: 'Jawaban baru', question_en: 'New question' });
    expect(english.json()).not.toHaveProperty('answer_en');
  });

  it('English fields follow the same length rules, with messages naming them', async () => {
    const response = await editor().post('/api/faqs', {
      question: 'Tanya?',
      answer: 'Jawaban',
      question_en: 'x'.repeat(301),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Pertanyaan (Inggris) maksimal 300 karakter' });
    const lang = await app.inject({ method: 'GET', url: '/api/faqs?lang=fr' });
    expect(lang.statusCode).toBe(400);
    expect(lang.json()).toMatchObject({ error: 'Bahasa harus id atau en' });
  });

  it('a page keeps its English text sanitized, per field, in its revisions', async () => {
    const before = await get('/api/pages/tentang-kami');
    const saved = await editor().put('/api/pages', {
      slug: 'tentang-kami',
      content: before.content,
      content_en: '<p>About us</p><img src=x onerror="alert(1)">',
    });
    expect(saved.statusCode).toBe(200);
    const english = await get('/api/pages/tentang-kami?lang=en');
    // No English title yet: the Indonesian one, and the page does not count as translated.
    expect(english).toMatchObject({ title: before.title, summary: 'About us', translated: false });
    expect(english.content).not.toContain('onerror');
    expect((await get('/api/pages/tentang-kami')).content).toBe(before.content);

    await editor().put('/api/pages', {
      slug: 'tentang-kami',
      content: before.content,
      title_en: 'About Us',
    });
    expect(await get('/api/pages/tentang-kami?lang=en')).toMatchObject({
      title: 'About Us',
      translated: true,
    });
    const history = (await editor().get('/api/revisions/page/tentang-kami')).json();
    expect(history.current).toMatchObject({ title_en: 'About Us', content_en: english.content });
    const older = history.revisions[1];
    const restored = await editor().post(`/api/revisions/page/tentang-kami/${older.id}/restore`, {
      version: history.version,
    });
    expect(restored.statusCode).toBe(200);
    expect(await get('/api/pages/tentang-kami?lang=en')).toMatchObject({
      title: before.title,
      translated: false,
    });
  });

  it('a draft carries both languages and publishes them together', async () => {
    const before = await get('/api/pages/layanan-parkir');
    const draft = await editor().put('/api/pages/layanan-parkir/draft', {
      content: before.content,
      title_en: 'Parking',
      content_en: '<p>Parking text</p>',
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().draft).toMatchObject({
      title_en: 'Parking',
      content_en: '<p>Parking text</p>',
    });
    expect((await get('/api/pages/layanan-parkir?lang=en')).content).toBe(before.content);
    const published = await editor().post('/api/pages/layanan-parkir/publish', {});
    expect(published.statusCode).toBe(200);
    expect(await get('/api/pages/layanan-parkir?lang=en')).toMatchObject({
      title: 'Parking',
      content: '<p>Parking text</p>',
      translated: true,
    });
  });

  it('the English contact form answers in English and its message is marked English', async () => {
    const invalid = await app.inject({
      method: 'POST',
      url: '/api/kontak?lang=en',
      payload: { nama: '', email: 'a@b.co', telepon: '0812345678' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: 'Please enter your name' });
    const nama = unique('Visitor');
    const sent = await app.inject({
      method: 'POST',
      url: '/api/kontak?lang=en',
      payload: { nama, email: 'visitor@example.com', telepon: '0812345678', pesan: 'Hi' },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ success: true, message: 'Your message has been sent' });
    const list = (
      await injectAs(app, headers.admin).get(`/api/kontak?q=${encodeURIComponent(nama)}`)
    ).json();
    expect(list).toMatchObject([{ nama, language: 'en' }]);
  });
});
