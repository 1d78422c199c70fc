/**
 * The HTTP half of deploy/test-compose.sh, run on the host with tsx against the compose stack:
 *
 *   smoke ORIGIN APP1 APP2   a visitor, staff and an applicant through nginx (ORIGIN); what one
 *                            instance wrote, seen on both (APP1, APP2: container names)
 *   metrics APP              Prometheus (compose.monitoring.yaml) scrapes both instances with
 *                            the token and has loaded the alert rules
 *   restart ORIGIN APP DB    light traffic through nginx while APP is stopped and started again:
 *                            no failed request, every acknowledged write in the database (DB)
 *
 * The instances are not published: they are asked from inside their containers (`podman exec`
 * with node's fetch), as Prometheus or a health check would reach them.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import { promisify } from 'node:util';

import { postJson } from '../../server/cluster/harness.ts';
import { rollingTraffic } from '../../server/cluster/rolling-traffic.ts';
import { applicationFormData } from '../../server/test/application-form.ts';
import { PDF_BYTES, jpegBytes } from '../../server/test/multipart-form.ts';

const run = promisify(execFile);
const env = process.env;

function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`failed: ${what}`);
  console.log(`  ok  ${what}`);
}

/** Runs `code` (an ES module) with node inside a container; resolves to what it printed. */
async function inContainer(container: string, code: string) {
  const { stdout } = await run(
    'podman',
    ['exec', container, 'node', '--input-type=module', '-e', code],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout;
}

/** GET `url` from inside `container` (its network, its names), with an optional bearer token. */
async function fetchInside(container: string, url: string, token?: string) {
  const headers = token ? `{ authorization: 'Bearer ${token}' }` : '{}';
  const out = await inContainer(
    container,
    `const r = await fetch('${url}', { headers: ${headers} });` +
      `process.stdout.write(JSON.stringify({ status: r.status, body: await r.text() }));`,
  );
  return JSON.parse(out) as { status: number; body: string };
}

/** GET `path` from the instance in `container` itself (port 3000). */
const fromInstance = (container: string, path: string, token?: string) =>
  fetchInside(container, `http://127.0.0.1:3000${path}`, token);

/** Every key in the bucket, listed through the instance's own S3 settings. */
async function bucketKeys(container: string) {
  const out = await inContainer(
    container,
    `import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
     const e = process.env;
     const client = new S3Client({ endpoint: e.S3_ENDPOINT, region: e.S3_REGION,
       forcePathStyle: true, credentials: { accessKeyId: e.S3_ACCESS_KEY_ID,
       secretAccessKey: e.S3_SECRET_ACCESS_KEY } });
     const keys = []; let token;
     do {
       const page = await client.send(new ListObjectsV2Command({ Bucket: e.S3_BUCKET,
         ContinuationToken: token }));
       for (const o of page.Contents ?? []) keys.push(o.Key);
       token = page.NextContinuationToken;
     } while (token);
     process.stdout.write(JSON.stringify(keys));`,
  );
  return JSON.parse(out) as string[];
}

async function staffToken(origin: string) {
  const response = await fetch(
    `${origin}/api/login`,
    postJson({ nama: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }),
  );
  check(response.status === 200, `staff login through nginx (${response.status})`);
  return ((await response.json()) as { token: string }).token;
}

async function smoke(origin: string, app1: string, app2: string) {
  const home = await fetch(`${origin}/`);
  const html = await home.text();
  check(home.status === 200 && html.includes('lang="id"'), 'public home page through nginx');
  const vacancies = await fetch(`${origin}/lowongan`);
  check(vacancies.status === 200, 'public vacancies page through nginx');
  check((await fetch(`${origin}/metrics`)).status === 404, 'nginx does not serve /metrics');

  const token = await staffToken(origin);

  // An applicant: account, sign-in, an application with a photo and a resume.
  const nama = `pelamar${randomBytes(4).toString('hex')}`;
  const account = { nama, email: `${nama}@contoh.id`, password: 'rahasia-pelamar-1' };
  const registered = await fetch(
    `${origin}/api/register-user`,
    postJson({ ...account, persetujuan: true }),
  );
  check(registered.status === 201, `applicant registration (${registered.status})`);
  const login = await fetch(`${origin}/api/login-user`, postJson(account));
  const { token: applicantToken } = (await login.json()) as { token: string };
  const keysBefore = await bucketKeys(app1);
  const sent = await fetch(`${origin}/api/pelamar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${applicantToken}` },
    body: applicationFormData('Budi Santoso', {
      photo: await jpegBytes(300, 400),
      resumes: [PDF_BYTES],
    }),
  });
  check(sent.status === 201, `application with a photo and a resume (${sent.status})`);
  const application = (await sent.json()) as { foto: string; resume: string[] };
  const keysAfter = await bucketKeys(app2);
  const added = keysAfter.filter((key) => !keysBefore.includes(key));
  check(added.length >= 2, `its files landed in the bucket (${added.length} new objects)`);
  const photo = await fetch(new URL(application.foto, origin));
  check(
    photo.status === 200 && photo.headers.get('content-type') === 'image/webp',
    'its photo served back from the bucket',
  );
  const resume = Buffer.from(
    await (await fetch(new URL(application.resume[0]!, origin))).arrayBuffer(),
  );
  check(resume.equals(PDF_BYTES), 'its resume served back byte for byte');

  // A content edit through nginx (one instance), seen at once on both, in the API and the page.
  for (const app of [app1, app2]) await fromInstance(app, '/');
  const question = `Apakah layanan tersedia ${randomBytes(3).toString('hex')}?`;
  const created = await fetch(
    `${origin}/api/faqs`,
    postJson({ question, answer: 'Ya, setiap hari.' }, token),
  );
  check(created.status === 201, `staff adds a FAQ (${created.status})`);
  for (const app of [app1, app2]) {
    const faqs = await fromInstance(app, '/api/faqs');
    check(faqs.body.includes(question), `${app} lists the new FAQ`);
    const page = await fromInstance(app, '/');
    check(page.body.includes(question), `${app} shows it on the home page`);
  }

  // Metrics on each instance, with the token; readiness too.
  for (const app of [app1, app2]) {
    const scrape = await fromInstance(app, '/metrics', env.METRICS_TOKEN);
    check(
      scrape.status === 200 && /^sigap_ready 1$/m.test(scrape.body),
      `${app} serves /metrics with the token`,
    );
    check((await fromInstance(app, '/metrics')).status === 401, `${app} refuses /metrics without`);
  }
}

async function metrics(app: string) {
  const until = Date.now() + 120_000;
  let last = '';
  for (;;) {
    // Prometheus may still be starting: no answer counts as no target up yet.
    const answer = await fetchInside(app, 'http://prometheus:9090/api/v1/targets').catch(() => ({
      body: '{}',
    }));
    const targets = JSON.parse(answer.body || '{}') as {
      data?: { activeTargets?: { labels: { instance: string }; health: string }[] };
    };
    const up = (targets.data?.activeTargets ?? [])
      .filter((target) => target.health === 'up')
      .map((target) => target.labels.instance)
      .sort();
    last = up.join(', ');
    if (last === 'app1:3000, app2:3000') break;
    if (Date.now() > until) throw new Error(`failed: Prometheus targets up: ${last || 'none'}`);
    await pause(2000);
  }
  check(true, `Prometheus scrapes both instances with the token (${last})`);
  const rules = JSON.parse(
    (await fetchInside(app, 'http://prometheus:9090/api/v1/rules')).body,
  ) as {
    data: { groups: { name: string; rules: unknown[] }[] };
  };
  const group = rules.data.groups.find((candidate) => candidate.name === 'sigap');
  check(group && group.rules.length > 0, `it loaded the alert rules (${group?.rules.length})`);
}

async function waitHealthy(container: string, seconds: number) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const ok = await run('podman', ['healthcheck', 'run', container]).then(
      () => true,
      () => false,
    );
    if (ok) return;
    await pause(1000);
  }
  throw new Error(`${container} not healthy after ${seconds} s`);
}

/**
 * fetch that sends a request again, up to three times, when nginx closed the kept-alive
 * connection before any answer (the next try can take another idle connection of the same old
 * worker, closed in the same instant: a CI run saw one request meet two). Reloading nginx (nginx-compose.sh, when the restarted instance comes back at a new
 * address) closes the connections its old workers hold idle; a request written into one in that
 * instant was never read (the client sees the close, or a reset when its request met the closing
 * socket), so sending it again is safe, and browsers do so themselves. Any answer
 * at all, an error status included, is never sent again; a write sent twice would show as more
 * rows than acknowledged writes below.
 */
function fetchRetryingClosedConnections() {
  const plainFetch = globalThis.fetch;
  const counts = { retried: 0 };
  globalThis.fetch = async (input, init) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await plainFetch(input, init);
      } catch (error) {
        const cause = (error as Error).cause as { code?: string; message?: string } | undefined;
        // A close arrives as a FIN ('other side closed') or, when the request was already on its
        // way into the closing socket, as a reset: either way no answer came back.
        const closedUnread =
          (cause?.code === 'UND_ERR_SOCKET' && cause.message === 'other side closed') ||
          cause?.code === 'ECONNRESET';
        if (!closedUnread || attempt > 3) throw error;
        counts.retried += 1;
      }
    }
  };
  return counts;
}

async function restart(origin: string, app: string, db: string) {
  const closed = fetchRetryingClosedConnections();
  const traffic = rollingTraffic(origin, 2);
  await pause(3000);
  const began = performance.now();
  await run('podman', ['stop', '--time', '50', app]);
  const stopSeconds = (performance.now() - began) / 1000;
  const { stdout: exitCode } = await run('podman', [
    'inspect',
    app,
    '--format',
    '{{.State.ExitCode}}',
  ]);
  await run('podman', ['start', app]);
  await waitHealthy(app, 120);
  const downSeconds = (performance.now() - began) / 1000;
  // As the README says: once ready, wait out nginx's fail_timeout (5 s) before going on.
  await pause(6000);
  await traffic.stop();

  console.log(
    `  restart of ${app}: stopped in ${stopSeconds.toFixed(1)} s (exit ${exitCode.trim()}), ` +
      `ready again after ${downSeconds.toFixed(1)} s; ${traffic.summary()}; ` +
      `${closed.retried} sent again after nginx's reload closed an idle connection`,
  );
  for (const failure of traffic.failures.slice(0, 20)) console.log(`  failed: ${failure}`);
  check(exitCode.trim() === '0', `${app} drained and exited on SIGTERM (not killed)`);
  check(traffic.failures.length === 0, 'no failed request during the restart');
  check(
    traffic.counts.kontak > 5,
    `contact messages were sent meanwhile (${traffic.counts.kontak})`,
  );

  const names = traffic.acknowledged.contacts;
  const ids = traffic.acknowledged.applications.map((a) => a.id);
  const { stdout } = await run('podman', [
    'exec',
    db,
    'psql',
    '-U',
    'sigap',
    '-d',
    'sigap',
    '-tA',
    '-c',
    `select (select count(*) from contact_messages where nama like 'Tamu Bergilir %') || ' ' ||
            (select count(*) from applicants where id in (${ids.join(',') || '0'}))`,
  ]);
  const [contacts, applications] = stdout.trim().split(' ').map(Number);
  check(contacts === names.length, `every acknowledged contact message stored (${contacts})`);
  check(applications === ids.length, `every acknowledged application stored (${applications})`);
}

const [command, ...args] = process.argv.slice(2);
if (command === 'smoke') await smoke(args[0]!, args[1]!, args[2]!);
else if (command === 'metrics') await metrics(args[0]!);
else if (command === 'restart') await restart(args[0]!, args[1]!, args[2]!);
else throw new Error('usage: smoke ORIGIN APP1 APP2 | metrics APP | restart ORIGIN APP DB');
