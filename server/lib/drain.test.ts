import { type IncomingMessage, type ServerResponse, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { connectionDrainer } from './drain.ts';

/** A server whose /slow answer waits for `release()`; everything else answers at once. */
async function startServer() {
  const waiting: (() => void)[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const answer = () => res.end('ok');
    if (req.url === '/slow') waiting.push(answer);
    else answer();
  });
  const drainer = connectionDrainer(server, { idleCloseMs: 300 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, drainer, port, release: () => waiting.splice(0).forEach((send) => send()) };
}

/** GET over a kept-alive connection; resolves the status or the error's code. */
function get(port: number, path: string, agent: import('node:http').Agent) {
  return new Promise<number | string>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

describe('connection drainer', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

  it('finishes a request in flight, refuses new connections and resolves once all ended', async () => {
    const { server, drainer, port, release } = await startServer();
    const { Agent } = await import('node:http');
    const agent = new Agent({ keepAlive: true });
    cleanups.push(
      () => agent.destroy(),
      () => server.closeAllConnections(),
    );
    const slow = get(port, '/slow', agent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const drained = drainer.drain(10_000);
    // The listener is closed: a new connection is refused.
    expect(await get(port, '/', new Agent())).toBe('ECONNREFUSED');
    release();
    expect(await slow).toBe(200);
    // The kept-alive connection ends once idle (the client here does not close it itself).
    expect(await drained).toBe(true);
  });

  it('cuts what is left when the limit passes', async () => {
    const { server, drainer, port } = await startServer();
    const { Agent } = await import('node:http');
    cleanups.push(() => server.closeAllConnections());
    const stuck = get(port, '/slow', new Agent());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await drainer.drain(300)).toBe(false);
    expect(await stuck).toBe('ECONNRESET');
  });
});
