import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { applicationFormData } from '../test/application-form.ts';
import { PDF_BYTES, jpegBytes } from '../test/multipart-form.ts';
import { missingForNginxCluster, startInstance, startNginxCluster } from './harness.ts';
import { rollingTraffic } from './rolling-traffic.ts';

/**
 * A rolling restart under traffic loses nothing (docs/decisions/036). Two compiled instances on one
 * PostgreSQL, Redis and s3rver behind nginx with deploy/nginx.conf; while reads, contact messages
 * and applications with files run through nginx, instance A is stopped (SIGTERM) and started
 * again, then B. Every request must succeed, every acknowledged write must be there afterwards,
 * and an upload in flight at the SIGTERM must finish.
 */

const missing = await missingForNginxCluster();

const BUCKET = 'sigap-rolling';
const METRICS_TOKEN = 'rolling-metrics-token-0123456789';

/** A few lines of each metric family of one scrape, for the log. */
function scrapeExcerpt(scrape: string, perFamily = 3) {
  const shown = new Map<string, number>();
  return scrape
    .split('\n')
    .filter((line) => {
      if (!line.startsWith('sigap_')) return false;
      const family = /^[a-z_]+/.exec(line)![0].replace(/_(bucket|count|sum)$/, '');
      shown.set(family, (shown.get(family) ?? 0) + 1);
      return shown.get(family)! <= perFamily;
    })
    .join('\n');
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An application whose body trickles out over `ms`, so it is still uploading at a SIGTERM. */
async function slowApplication(origin: string, ms: number) {
  const nama = `lambat${Date.now()}`;
  const account = { nama, email: `${nama}@contoh.id`, password: 'rahasia-pelamar-1' };
  const post = (path: string, body: unknown) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/register-user', { ...account, persetujuan: true });
  const { token } = (await (await post('/api/login-user', account)).json()) as { token: string };
  const encoded = new Response(
    applicationFormData('Budi Lambat', { photo: await jpegBytes(600, 800), resumes: [PDF_BYTES] }),
  );
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const chunks = 20;
  const size = Math.ceil(bytes.length / chunks);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= bytes.length) return controller.close();
      await pause(ms / chunks);
      controller.enqueue(bytes.subarray(sent, sent + size));
      sent += size;
    },
  });
  const started = fetch(`${origin}/api/pelamar`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': encoded.headers.get('content-type')!,
    },
    body,
    duplex: 'half',
  } as RequestInit);
  return { started, isUploading: () => sent < bytes.length };
}

describe.skipIf(Boolean(missing))(
  `rolling restart behind nginx (needs ${missing || 'nothing more'})`,
  () => {
    let cluster: Awaited<ReturnType<typeof startNginxCluster>>;

    beforeAll(async () => {
      cluster = await startNginxCluster(BUCKET, ['rolling-0', 'rolling-1'], {
        env: {
          RATE_LIMIT_FACTOR: '10000',
          SEED_DEMO: '1',
          LOG_LEVEL: 'info',
          DRAIN_SECONDS: '20',
          METRICS_TOKEN: METRICS_TOKEN,
        },
        // Started together: the migrations and the seed must run once between them.
        together: true,
      });
    }, 240_000);

    afterAll(() => cluster?.stop(), 60_000);

    it('restarts A then B under traffic with no failed request and no lost write', async () => {
      const traffic = rollingTraffic(cluster.nginx.url);
      const restarts: string[] = [];
      await pause(3_000);
      for (const index of [0, 1]) {
        const old = cluster.instances[index]!;
        const slow = await slowApplication(old.url, 2_000);
        await pause(300);
        const began = performance.now();
        const stopped = old.stop();
        const wasUploading = slow.isUploading();
        await stopped;
        const drainMs = performance.now() - began;
        const upload = await slow.started;
        expect(upload.status, 'the upload in flight at SIGTERM').toBe(201);
        expect(wasUploading, 'the upload was still sending at SIGTERM').toBe(true);
        const { id } = (await upload.json()) as { id: number };
        restarts.push(`${old.name}: stopped in ${(drainMs / 1000).toFixed(1)} s`);
        expect(old.output()).toContain('shutting down');
        expect(old.output()).not.toContain('drain limit reached');
        const fresh = await startInstance(
          old.name,
          { ...cluster.env, PORT: String(old.port) },
          old.dataDir,
        );
        cluster.instances[index] = fresh;
        const [row] = await cluster.database.query<{ id: number }>(
          'select id from applicants where id = $1',
          [id],
        );
        expect(row?.id).toBe(id);
        expect((await fetch(`${fresh.url}/api/ready`)).status).toBe(200);
        // As the README says: once ready, wait out nginx's fail_timeout (5 s), which may still
        // hold the refused connections of the restart against this instance.
        await pause(6_000);
      }
      await traffic.stop();

      console.log(
        `rolling restart: ${traffic.summary()}; ${restarts.join(', ')}; ` +
          `acknowledged ${traffic.acknowledged.contacts.length} contact messages and ` +
          `${traffic.acknowledged.applications.length} applications`,
      );
      if (traffic.failures.length)
        console.log(`nginx error log:\n${cluster.nginx.errorLog().slice(-4000)}`);
      expect(traffic.failures).toEqual([]);
      // The metrics of A, restarted first, which then served alone while B restarted.
      const scrape = await fetch(`${cluster.instances[0]!.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(scrape.status).toBe(200);
      const body = await scrape.text();
      console.log(`scrape of ${cluster.instances[0]!.name} after the run:\n${scrapeExcerpt(body)}`);
      expect(body).toContain('sigap_http_request_duration_seconds_count{route="/api/kontak"');
      // Prometheus scrapes the instances; nginx does not serve the path.
      expect((await fetch(`${cluster.nginx.url}/metrics`)).status).toBe(404);

      expect(traffic.counts.kontak).toBeGreaterThan(20);
      expect(traffic.acknowledged.applications.length).toBeGreaterThan(3);

      const contacts = await cluster.database.query<{ nama: string }>(
        'select nama from contact_messages where nama = any($1)',
        [traffic.acknowledged.contacts],
      );
      expect(contacts.length).toBe(traffic.acknowledged.contacts.length);
      const ids = traffic.acknowledged.applications.map((a) => a.id);
      const applications = await cluster.database.query<{ id: number }>(
        'select id from applicants where id = any($1)',
        [ids],
      );
      expect(applications.length).toBe(ids.length);
      // Their files too, read back through nginx from the bucket.
      for (const application of traffic.acknowledged.applications.slice(-3)) {
        const photo = await fetch(new URL(application.foto, cluster.nginx.url));
        expect(photo.status).toBe(200);
        const resume = await fetch(new URL(application.resume[0]!, cluster.nginx.url));
        expect(Buffer.from(await resume.arrayBuffer())).toEqual(PDF_BYTES);
      }
    }, 180_000);
  },
);
