import { describe, expect, it } from 'vitest';

import { buildTestApp } from './test/build-test-app.ts';

/**
 * `app.close()` without a drain first (buildApp, docs/decisions/036): a kept-alive connection whose answer is
 * still on its way when the close begins is closed once the answer is done. Before, it stayed open
 * for the whole keep-alive timeout (72 s) and the close waited that long.
 */
describe('closing the app', () => {
  it('closes a connection once its answer is done instead of keeping it alive', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const app = await buildTestApp(
      'sqlite',
      {},
      {
        beforeReady: (unready) =>
          unready.get('/probe/slow', async (_request, reply) => {
            reply.hijack();
            reply.raw.writeHead(200, { 'content-type': 'text/plain' });
            reply.raw.write('awal ');
            await answered;
            reply.raw.end('akhir');
          }),
      },
    );
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    // Node's fetch keeps its connection alive: the server must be the one to close it.
    const response = await fetch(`${address}/probe/slow`);
    expect(response.status).toBe(200);

    let closed = false;
    const closing = app.close().then(() => (closed = true));
    // Fastify's one sweep of idle connections has passed; this one was busy.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(false);
    release();
    expect(await response.text()).toBe('awal akhir');
    // Without the fix this waits for the 72 s keep-alive timeout and the test times out.
    await closing;
    expect(closed).toBe(true);
    expect(app.server.listening).toBe(false);
  });
});
