import { type Server, createServer, get } from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freePort, missingForClusterTest, startNginx } from './harness.ts';

/**
 * nginx with deploy/nginx.conf and two workers, as on a two-core machine, in front of two
 * instances that were both away and came back (a deploy of both, a reboot, the compose stack
 * starting). Once one request has been answered again, a burst must reach them: no 502. With a
 * record of failed instances per worker (no `zone` in the upstream), a worker that saw both
 * refuse lets each back through one trial request at a time, and the requests arriving
 * meanwhile got 502 "no live upstreams" (the compose fault test met it at its first burst).
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

function slowInstance(port: number) {
  const server = createServer((_request, response) => {
    setTimeout(() => response.end('ok'), ANSWER_MS);
  });
  return new Promise<Server>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

describe.skipIf(Boolean(missing))(
  `nginx's record of failed instances (needs ${missing || 'nothing more'})`,
  () => {
    let nginx: Awaited<ReturnType<typeof startNginx>>;
    const instances: Server[] = [];
    let ports: number[];

    beforeAll(async () => {
      ports = [await freePort(), await freePort()];
      nginx = await startNginx(ports, { workers: 2 });
    });

    afterAll(async () => {
      await nginx?.stop();
      await Promise.all(instances.map((server) => new Promise((resolve) => server.close(resolve))));
    });

    it('lets a burst through once one request was answered after both instances were away', async () => {
      // Both away: every worker that gets a connection marks both as failed.
      for (let round = 0; round < 10; round++)
        expect(new Set(await burst(`${nginx.url}/api/faqs`, 6))).toEqual(new Set([502]));
      for (const port of ports) instances.push(await slowInstance(port));

      // Back: polled as a load balancer or the compose test does, until one answer comes.
      for (let attempt = 0; (await statusOf(`${nginx.url}/api/faqs`)) !== 200; attempt++) {
        expect(attempt).toBeLessThan(40);
        await pause(500);
      }
      await pause(FAIL_TIMEOUT_MS);

      const statuses = await burst(`${nginx.url}/api/faqs`, 30);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    }, 60_000);
  },
);
