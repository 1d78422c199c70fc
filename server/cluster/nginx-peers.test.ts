import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { missingForClusterTest, startNginx } from './harness.ts';

/**
 * nginx with deploy/nginx.conf and two workers, as on a two-core machine, in front of two
 * instances that were both away and came back (a deploy of both, a reboot, the compose stack
 * starting). Once one request has been answered again, a burst must reach them: no 502. With a
 * record of failed instances per worker (no `zone` in the upstream), a worker that saw both
 * fail lets each back through one trial request at a time, and the requests arriving meanwhile
 * got 502 "no live upstreams" (the compose fault test met it at its first burst).
 *
 * The instances here are plain HTTP servers that answer after 300 ms: what is tested is nginx's
 * record of failed instances, and the slow answer keeps each trial open long enough for the burst
 * to meet it, as a login's password hash does on a real instance.
 */

const missing = await missingForClusterTest({ nginx: true });

const ANSWER_MS = 300;
/** deploy/nginx.conf's fail_timeout, and a second more. */
const FAIL_TIMEOUT_MS = 6000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The status of one GET on a connection of its own (each may land on another nginx worker). */
function statusOf(url: string) {
  return new Promise<number>((resolve) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', () => resolve(0));
  });
}

const burst = (url: string, count: number) =>
  Promise.all(Array.from({ length: count }, () => statusOf(url)));

/**
 * An instance on a port it chose itself, so no other test can take it meanwhile. While away it
 * closes every connection at once, which nginx counts as a failure just as a refusal; back, it
 * answers after ANSWER_MS.
 */
async function instance() {
  let away = true;
  const server = createServer((_request, response) => {
    setTimeout(() => response.end('ok'), ANSWER_MS);
  });
  server.on('connection', (socket) => {
    if (away) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    port: (server.address() as AddressInfo).port,
    comeBack() {
      away = false;
    },
  };
}

describe.skipIf(Boolean(missing))(
  `nginx's record of failed instances (needs ${missing || 'nothing more'})`,
  () => {
    let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
    let instances: Awaited<ReturnType<typeof instance>>[] = [];

    beforeAll(async () => {
      instances = [await instance(), await instance()];
      nginx = await startNginx(
        instances.map(({ port }) => port),
        { workers: 2 },
      );
    });

    afterAll(async () => {
      await nginx?.stop();
      for (const { server } of instances) server.closeAllConnections();
      await Promise.all(
        instances.map(({ server }) => new Promise((resolve) => server.close(resolve))),
      );
    });

    it('lets a burst through once one request was answered after both instances were away', async () => {
      const url = `${nginx!.url}/api/faqs`;
      // Both away: every worker that gets a connection marks both as failed.
      for (let round = 0; round < 10; round++)
        expect(new Set(await burst(url, 6))).toEqual(new Set([502]));
      for (const one of instances) one.comeBack();

      // Back: polled as a load balancer or the compose test does, until one answer comes.
      for (let attempt = 0; (await statusOf(url)) !== 200; attempt++) {
        expect(attempt).toBeLessThan(40);
        await pause(500);
      }
      await pause(FAIL_TIMEOUT_MS);

      const statuses = await burst(url, 30);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    }, 60_000);
  },
);
