import { describe, expect, it } from 'vitest';

import { type BuiltPage, pageStore } from './page-store.ts';
import { makeReadyBody } from './ready-body.ts';

const html = (text: string) => `<!doctype html><p>${text}</p>`;
const built = async (text: string, keep = true): Promise<BuiltPage> => ({
  ready: await makeReadyBody(html(text), { headers: { 'content-type': 'text/html' } }),
  keep,
});
const current = async () => true;

describe('pageStore', () => {
  it('builds a page once for fifty concurrent misses and keeps it for its versions', async () => {
    const store = pageStore({ maxBytes: 1024 * 1024, maxAgeMs: 60_000 });
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return built('beranda');
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => store.build('/', 'v1', build, current)),
    );
    expect(builds).toBe(1);
    expect(new Set(answers.map((answer) => answer.ready)).size).toBe(1);
    expect(store.get('/', 'v1')).toBe(answers[0].ready);
    // Another version of the content is another answer.
    expect(store.get('/', 'v2')).toBeUndefined();
  });

  it('keeps nothing from a build that throws, and builds again on the next request', async () => {
    const store = pageStore({ maxBytes: 1024 * 1024, maxAgeMs: 60_000 });
    let builds = 0;
    const failing = async (): Promise<BuiltPage> => {
      builds += 1;
      throw new Error('render failed');
    };
    const first = await Promise.allSettled(
      Array.from({ length: 5 }, () => store.build('/', 'v1', failing, current)),
    );
    expect(first.every((result) => result.status === 'rejected')).toBe(true);
    expect(builds).toBe(1);
    expect(store.get('/', 'v1')).toBeUndefined();
    await store.build('/', 'v1', () => built('beranda'), current);
    expect(store.get('/', 'v1')).toBeDefined();
  });

  it('does not keep an answer marked not to keep, nor one whose content changed while it was built', async () => {
    const store = pageStore({ maxBytes: 1024 * 1024, maxAgeMs: 60_000 });
    await store.build('/error', 'v1', () => built('gagal', false), current);
    expect(store.get('/error', 'v1')).toBeUndefined();
    await store.build(
      '/',
      'v1',
      () => built('lama'),
      async () => false,
    );
    expect(store.get('/', 'v1')).toBeUndefined();
  });

  it('replaces the old version of a page instead of keeping both', async () => {
    const store = pageStore({ maxBytes: 1024 * 1024, maxAgeMs: 60_000 });
    await store.build('/', 'v1', () => built('lama'), current);
    await store.build('/', 'v2', () => built('baru'), current);
    expect(store.size().entries).toBe(1);
    expect(store.get('/', 'v1')).toBeUndefined();
    expect(store.get('/', 'v2')).toBeDefined();
  });

  it('stays within its bound by dropping the least recently used page', async () => {
    const one = await built('x'.repeat(2000));
    const bytesPerEntry = one.ready.size + 1024 + 10;
    const store = pageStore({ maxBytes: bytesPerEntry * 3, maxAgeMs: 60_000 });
    for (const path of ['/a', '/b', '/c'])
      await store.build(path, 'v1', () => built('x'.repeat(2000)), current);
    store.get('/a', 'v1'); // used: /b is now the least recently used
    await store.build('/d', 'v1', () => built('x'.repeat(2000)), current);
    expect(store.get('/b', 'v1')).toBeUndefined();
    expect(store.get('/a', 'v1')).toBeDefined();
    expect(store.get('/d', 'v1')).toBeDefined();
    expect(store.size().bytes).toBeLessThanOrEqual(store.size().maxBytes);
  });
});
