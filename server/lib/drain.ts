import type { Server as HttpServer } from 'node:http';
import { Server } from 'node:net';
import type { Socket } from 'node:net';

/**
 * A keep-alive connection unused this long while draining is closed (see below): longer than
 * the upstream keepalive_timeout of deploy/nginx.conf (5 s), so behind nginx it is always nginx
 * that closes an idle connection, never the instance.
 */
const IDLE_CLOSE_MS = 10_000;
const SWEEP_MS = 250;

/**
 * The first half of a graceful stop (docs/decisions/036-operations.md): stop accepting
 * connections and wait until every open one has ended, at most `limitMs`. Call before listen.
 *
 * Only the listening socket is closed. `http.Server#close` would also close every idle keep-alive
 * connection at once, and a proxy may be writing a request into one of them at that instant: a
 * POST it must not retry, so a lost request. Instead every answer from now on carries
 * `Connection: close` (plugins/readiness.ts), so the client drops each connection after its
 * answer, and nginx closes the ones it leaves idle after its keepalive_timeout. Only clients that
 * keep an unused connection longer than IDLE_CLOSE_MS see it closed by the instance.
 */
export function connectionDrainer(server: HttpServer, { idleCloseMs = IDLE_CLOSE_MS } = {}) {
  const connections = new Map<Socket, { active: number; idleSince: number }>();
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { active: 0, idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request, response) => {
    const state = connections.get(request.socket as Socket);
    if (!state) return;
    state.active += 1;
    response.once('close', () => {
      state.active -= 1;
      state.idleSince = Date.now();
    });
  });

  return {
    /** Resolves true when every connection ended within `limitMs`; else cuts them, false. */
    async drain(limitMs: number) {
      const allClosed = new Promise<boolean>((resolve) => {
        // net.Server's close: stops listening; the callback comes once the last connection ended.
        Server.prototype.close.call(server, () => resolve(true));
      });
      const sweep = setInterval(() => {
        const now = Date.now();
        for (const [socket, state] of connections)
          if (state.active === 0 && now - state.idleSince >= idleCloseMs) socket.destroy();
      }, SWEEP_MS);
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), limitMs);
      });
      const drained = await Promise.race([allClosed, limit]);
      clearInterval(sweep);
      clearTimeout(timer);
      if (!drained) for (const socket of connections.keys()) socket.destroy();
      return drained;
    },
  };
}
