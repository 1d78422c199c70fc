import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { jsonCache } from './json-cache.ts';

const schema = z.object({ id: z.number(), name: z.string() }).array();

async function appWith(load: () => Promise<unknown>, maxAgeMs?: number) {
  const cache = jsonCache(schema, load as () => Promise<z.input<typeof schema>>, { maxAgeMs });
  const app = Fastify();
  await app.register((await import('@fastify/etag')).default);
  app.get('/list', (_request, reply) => cache.send(reply));
  return { app, cache };
}

describe('jsonCache', () => {
  it('loads once and serves the stored JSON until invalidated', async () => {
    let calls = 0;
    const { app, cache } = await appWith(async () => [{ id: ++calls, name: 'a' }]);
    expect((await app.inject('/list')).json()).toEqual([{ id: 1, name: 'a' }]);
    expect((await app.inject('/list')).json()).toEqual([{ id: 1, name: 'a' }]);
    expect(calls).toBe(1);
    await cache.invalidate();
    expect((await app.inject('/list')).json()).toEqual([{ id: 2, name: 'a' }]);
  });

  it('reloads after the maximum age', async () => {
    let calls = 0;
    const { app } = await appWith(async () => [{ id: ++calls, name: 'a' }], 0);
    await app.inject('/list');
    await app.inject('/list');
    expect(calls).toBe(2);
  });

  it('past its age, serves the last answer while the database is away, and rebuilds after', async () => {
    let calls = 0;
    let isDown = false;
    const { app } = await appWith(async () => {
      if (isDown) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      return [{ id: ++calls, name: 'a' }];
    }, 0);
    expect((await app.inject('/list')).json()).toEqual([{ id: 1, name: 'a' }]);
    isDown = true;
    const kept = await app.inject('/list');
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual([{ id: 1, name: 'a' }]);
    isDown = false;
    expect((await app.inject('/list')).json()).toEqual([{ id: 2, name: 'a' }]);
  });

  it('does not hide an error that is not a dependency being away', async () => {
    let calls = 0;
    const { app } = await appWith(async () => {
      calls += 1;
      if (calls > 1) throw new Error('a bug');
      return [{ id: 1, name: 'a' }];
    }, 0);
    expect((await app.inject('/list')).statusCode).toBe(200);
    expect((await app.inject('/list')).statusCode).toBe(500);
  });

  it('drops columns outside the schema and answers JSON with an ETag that gives 304', async () => {
    const { app } = await appWith(async () => [{ id: 1, name: 'a', password_hash: 'secret' }]);
    const first = await app.inject('/list');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.body).toBe('[{"id":1,"name":"a"}]');
    const again = await app.inject({
      url: '/list',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('does not keep a result read while a write happened', async () => {
    let release!: () => void;
    let calls = 0;
    const { app, cache } = await appWith(async () => {
      calls += 1;
      if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
      return [{ id: calls, name: 'a' }];
    });
    const slow = app.inject('/list');
    await new Promise((resolve) => setTimeout(resolve, 10));
    await cache.invalidate();
    release();
    await slow;
    expect((await app.inject('/list')).json()).toEqual([{ id: 2, name: 'a' }]);
  });
});
