/**
 * The HTTP half of deploy/test-faults.sh (docs/decisions/056-dependency-faults.md): steady mixed
 * traffic (public pages and reads, contact messages, applicant registrations, logins and
 * applications with files, staff list reads and logins) while one dependency at a time fails,
 * then the table: requests acknowledged (2xx), acknowledged writes found afterwards, 5xx and
 * their window, hung requests (> 10 s), when `/api/ready` of every instance turned unready and
 * ready again, and the request rate during the fault against the rate before it.
 *
 *   npx tsx deploy/test/faults.ts ORIGIN PROJECT FAULT...
 *     FAULT: pg-stop pg-kill redis-stop redis-empty s3-stop smtp-refuse (the compose stack
 *     PROJECT, with the mail relay PROJECT_smtp) or disk-full (SIGAP_FAULTS_SQLITE names a
 *     single SQLite container with a small /data)
 *
 * Traffic goes to ORIGIN only (nginx or the container's port, on loopback); every loop stops
 * by itself.
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import { promisify } from 'node:util';

import { postJson } from '../../server/cluster/harness.ts';
import { applicationFormData } from '../../server/test/application-form.ts';
import { PDF_BYTES, jpegBytes } from '../../server/test/multipart-form.ts';

const run = promisify(execFile);
const HUNG_MS = 10_000;
const FAULT_SECONDS = 20;
const SMTP_REFUSE_SECONDS = 60;
/** Seconds of traffic before a fault: the rate it is compared with. */
const BEFORE_SECONDS = 8;
/** Faults that leave an instance unable to keep writes: its /api/ready must say so within 5 s. */
const UNREADY_FAULTS = new Set(['pg-stop', 'pg-kill', 'redis-stop']);
/** Faults under which decision 056 keeps an instance ready (reads and other writes go on). */
const READY_FAULTS = new Set(['s3-stop', 'smtp-refuse', 'disk-full']);

interface Answer {
  kind: string;
  status: number; // 0: no answer (network error)
  began: number; // Date.now() when sent
  ms: number;
}

const [origin, project, ...faults] = process.argv.slice(2);
if (!origin || !project || !faults.length) throw new Error('usage: ORIGIN PROJECT FAULT...');
const sqlite = process.env.SIGAP_FAULTS_SQLITE;
const container = (service: string) => `${project}_${service}_1`;
const instances = sqlite ? [sqlite] : [container('app1'), container('app2')];
const podman = (...args: string[]) => run('podman', args, { maxBuffer: 16 * 1024 * 1024 });

async function staffToken() {
  const response = await fetch(
    `${origin}/api/login`,
    postJson({ nama: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD }),
  );
  if (!response.ok) throw new Error(`staff login: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** Traffic until stop(): every answer with when it was sent and how long it took. */
function traffic(staff: string, workers = 4) {
  const answers: Answer[] = [];
  const contacts: { nama: string; at: number }[] = [];
  const accounts: string[] = [];
  const applications: number[] = [];
  let running = true;
  const tag = randomBytes(3).toString('hex');

  async function call(kind: string, url: string, init?: RequestInit) {
    const began = Date.now();
    const signal = AbortSignal.timeout(60_000);
    try {
      const response = await fetch(`${origin}${url}`, { ...init, signal });
      const body = await response.arrayBuffer();
      answers.push({ kind, status: response.status, began, ms: Date.now() - began });
      return response.ok ? body : undefined;
    } catch {
      answers.push({ kind, status: 0, began, ms: Date.now() - began });
      return undefined;
    }
  }

  async function worker(index: number) {
    for (let i = 0; running; i++) {
      const pick = (i + index) % 20;
      if (pick < 8) await call('read', ['/api/faqs', '/api/cards', '/api/testimonies'][i % 3]!);
      else if (pick < 14) await call('page', ['/', '/tentang-kami', '/layanan/keamanan'][i % 3]!);
      else if (pick < 16)
        await call('staff', '/api/kontak', { headers: { authorization: `Bearer ${staff}` } });
      else if (pick < 17)
        await call(
          'staff-login',
          '/api/login',
          postJson({ nama: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD }),
        );
      else {
        const nama = `Tamu Gangguan ${tag} ${index} ${i}`;
        const sent = await call(
          'kontak',
          '/api/kontak',
          postJson({ nama, email: 'tamu@contoh.id', telepon: '081234567890', pesan: 'Halo.' }),
        );
        if (sent) contacts.push({ nama, at: Date.now() });
      }
    }
  }

  async function applicants() {
    const photo = await jpegBytes(600, 800);
    for (let i = 0; running; i++) {
      const nama = `ganggu${tag}${i}`;
      const account = { nama, email: `${nama}@contoh.id`, password: 'rahasia-pelamar-1' };
      if (
        !(await call('account', '/api/register-user', postJson({ ...account, persetujuan: true })))
      ) {
        await pause(200);
        continue;
      }
      accounts.push(nama);
      const login = await call('login', '/api/login-user', postJson(account));
      if (!login) continue;
      const { token } = JSON.parse(Buffer.from(login).toString()) as { token: string };
      const sent = await call('pelamar', '/api/pelamar', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: applicationFormData('Budi Gangguan', { photo, resumes: [PDF_BYTES] }),
      });
      if (sent) applications.push((JSON.parse(Buffer.from(sent).toString()) as { id: number }).id);
    }
  }

  const done = Promise.all([...Array.from({ length: workers }, (_, i) => worker(i)), applicants()]);
  return {
    answers,
    contacts,
    accounts,
    applications,
    async stop() {
      running = false;
      await done;
    },
  };
}

/**
 * `/api/ready` of one instance asked from inside its container every 250 ms (the instances
 * publish no port): samples of [time, status] until stop(). Status 0, no answer within 4 s,
 * says nothing either way: on a loaded machine the probe itself may be late.
 */
function readinessWatch(instance: string) {
  const samples: [number, number][] = [];
  /** Each change of the answer or of where the database's name leads, for a failure's report. */
  const changes: string[] = [];
  let last = '';
  // The database's address as the instance resolves it (compose only): a restarted container
  // comes back at another address, and a stale answer is one way an instance stays away from it.
  const script = `const dns = require('node:dns');
    const t = setInterval(() => { const at = Date.now();
    const db = ${sqlite ? `Promise.resolve('-')` : `dns.promises.lookup('db', { all: true }).then((a) => a.map((x) => x.address).join(',') || '-', (e) => e.code || 'error')`};
    fetch('http://127.0.0.1:3000/api/ready', { signal: AbortSignal.timeout(4000) })
      .then((r) => { r.body?.cancel(); return r.status; }, () => 0)
      .then(async (status) => console.log(at, status, await db)); }, 250);
    process.stdin.on('end', () => { clearInterval(t); setTimeout(() => process.exit(0), 4100); });
    process.stdin.resume();`;
  const child = spawn('podman', ['exec', '-i', instance, 'node', '-e', script], {
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  let rest = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      const [atText, statusText, db = '-'] = line.trim().split(' ');
      const [at, status] = [Number(atText), Number(statusText)];
      if (!at || Number.isNaN(status)) continue;
      samples.push([at, status]);
      if (`${status} ${db}` !== last)
        changes.push(`${new Date(at).toISOString().slice(11, 23)} ${status} db=${db}`);
      last = `${status} ${db}`;
    }
  });
  const exited = new Promise((resolve) => child.on('close', resolve));
  return {
    samples,
    changes,
    /** Ready from this time on (the first 200 after the last other answer), if the last is 200. */
    readySince(after: number) {
      const later = samples.filter(([at, status]) => at >= after && status !== 0);
      if (!later.length || later.at(-1)![1] !== 200) return undefined;
      const lastBad = later.findLastIndex(([, status]) => status !== 200);
      return later[lastBad + 1]![0];
    },
    firstUnready(after: number) {
      return samples.find(([at, status]) => at >= after && status !== 200 && status !== 0)?.[0];
    },
    async stop() {
      child.stdin.end();
      await Promise.race([exited, pause(5000)]);
      child.kill();
    },
  };
}

/** Each instance's start time and restart count: a process that ended shows a change. */
async function lifetimes() {
  const { stdout } = await podman(
    'inspect',
    '--format',
    '{{.State.StartedAt}} {{.RestartCount}} {{.State.Running}}',
    ...instances,
  );
  return stdout.trim();
}

async function mailSubjects() {
  const { stdout } = await podman('logs', `${project}_smtp`);
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('mail '))
    .map((line) => line.slice(5));
}

async function inject(fault: string) {
  const db = container('db');
  const redis = container('redis');
  const s3 = container('s3');
  switch (fault) {
    case 'pg-stop':
      await podman('stop', '--time', '10', db);
      await pause(FAULT_SECONDS * 1000);
      await podman('start', db);
      return;
    case 'pg-kill':
      // No shutdown at all, then down long enough for the instances to notice, as a crashed
      // host that reboots.
      await podman('kill', '--signal', 'KILL', db);
      await pause(6000);
      await podman('start', db);
      return;
    case 'redis-stop':
      await podman('stop', '--time', '10', redis);
      await pause(FAULT_SECONDS * 1000);
      await podman('start', redis);
      return;
    case 'redis-empty':
      // Its data gone (FLUSHALL is written to the append-only file), then a restart.
      await podman('exec', redis, 'redis-cli', 'FLUSHALL');
      await podman('restart', '--time', '10', redis);
      return;
    case 's3-stop':
      await podman('stop', '--time', '10', s3);
      await pause(FAULT_SECONDS * 1000);
      await podman('start', s3);
      return;
    case 'smtp-refuse':
      await podman('kill', '--signal', 'USR1', `${project}_smtp`);
      await pause(SMTP_REFUSE_SECONDS * 1000);
      await podman('kill', '--signal', 'USR2', `${project}_smtp`);
      return;
    case 'disk-full':
      // The data disk filled by another file (as a log or a backup does), then freed.
      await podman('exec', sqlite!, 'sh', '-c', 'cat /dev/zero > /data/filler 2>/dev/null; true');
      await pause(FAULT_SECONDS * 1000);
      await podman('exec', sqlite!, 'rm', '-f', '/data/filler');
      return;
    default:
      throw new Error(`unknown fault ${fault}`);
  }
}

/**
 * What the proxy said of its failed requests (its error log and the access log's 5xx lines other
 * than 503): the cause of a 502, which the client only sees as a status.
 */
async function proxyErrors() {
  if (sqlite) return '';
  const { stdout, stderr } = await podman('logs', '--since', '15m', container('nginx'));
  const lines = `${stdout}\n${stderr}`
    .split('\n')
    .filter((line) => /\[(error|crit|alert|emerg)\]|" 5(0[0-24-9]|[1-9]\d) /.test(line));
  return lines.length ? `\n    nginx: ${lines.slice(-12).join('\n    nginx: ')}` : '';
}

/**
 * For an instance that stayed unready: each instance's answers and database address over time
 * (from the fault's start) and its warnings and errors since then, counted by message.
 */
async function whyNotReady(watches: ReturnType<typeof readinessWatch>[], since: number) {
  const parts: string[] = [];
  for (const [index, instance] of instances.entries()) {
    parts.push(
      `${instance} (time, /api/ready, db address):`,
      ...watches[index]!.changes.slice(-20),
    );
    const { stdout } = await podman(
      'logs',
      '--since',
      new Date(since - 1000).toISOString(),
      instance,
    );
    const counts = new Map<string, number>();
    for (const line of stdout.split('\n')) {
      if (!/^\{.*"level":(40|50|60)/.test(line)) continue;
      let entry: { msg?: string; err?: { message?: string; code?: string } };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        continue;
      }
      const key = `${entry.msg} ${entry.err?.code ?? ''} ${entry.err?.message ?? ''}`.trim();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const [key, count] of [...counts].slice(0, 10))
      parts.push(`  ${count}× ${key.slice(0, 200)}`);
  }
  return `\n    ${parts.join('\n    ')}`;
}

const quoted = (values: string[]) =>
  values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',') || `''`;

/** Counts of the acknowledged writes found in the database: contacts, accounts, applications. */
async function stored(contacts: string[], accounts: string[], applications: number[]) {
  const sql = `select (select count(*) from contact_messages where nama in (${quoted(contacts)})) || ' ' ||
    (select count(*) from applicant_users where nama in (${quoted(accounts)})) || ' ' ||
    (select count(*) from applicants where id in (${applications.join(',') || '0'})) as n`;
  const { stdout } = sqlite
    ? await podman(
        'exec',
        '-w',
        '/app',
        sqlite,
        'node',
        '-e',
        `const D = require('better-sqlite3'); const db = new D('/data/sigap.db', { readonly: true });
         console.log(db.pragma('integrity_check', { simple: true }), db.prepare(process.argv[1]).get().n)`,
        sql,
      )
    : await podman('exec', container('db'), 'psql', '-U', 'sigap', '-d', 'sigap', '-tA', '-c', sql);
  const words = stdout.trim().split(' ');
  const integrity = sqlite ? words.shift() : 'ok';
  const [c, a, p] = words.map(Number) as [number, number, number];
  return { found: c + a + p, integrity };
}

const rows: string[] = [];
const problems: string[] = [];
const staff = await staffToken();
for (const fault of faults) {
  const load = traffic(staff);
  const watches = instances.map(readinessWatch);
  const lifeBefore = await lifetimes();
  const mailsBefore = fault === 'smtp-refuse' ? (await mailSubjects()).length : 0;
  await pause(BEFORE_SECONDS * 1000);
  const began = Date.now();
  await inject(fault);
  const ended = Date.now();
  let readyAt: number | undefined;
  while (Date.now() - ended < 60_000) {
    const since = watches.map((watch) => watch.readySince(began));
    if (since.every((at) => at !== undefined) && Date.now() - Math.max(...since) > 2000) {
      readyAt = Math.max(ended, ...since);
      break;
    }
    await pause(500);
  }
  await pause(3000);
  await load.stop();
  await Promise.all(watches.map((watch) => watch.stop()));
  const issues: string[] = [];

  // Every mail queued while the relay refused is delivered once it accepts again, and once.
  let mailNote = '';
  if (fault === 'smtp-refuse') {
    const names = load.contacts.map(({ nama }) => nama);
    let counts: number[] = [];
    // The queue drains at the relay's pace, and mails refused twice wait out their backoff
    // (30 s, then 60 s): wait while deliveries still come, up to a hard limit. A queue that stops
    // moving with mails left is the failure this checks for.
    const limit = Date.now() + 420_000;
    let quietUntil = Date.now() + 150_000;
    let seen = -1;
    for (;;) {
      const subjects = (await mailSubjects()).slice(mailsBefore);
      counts = names.map((nama) => subjects.filter((s) => s.includes(`dari ${nama} (`)).length);
      const delivered = counts.filter((n) => n >= 1).length;
      if (delivered > seen) {
        seen = delivered;
        quietUntil = Math.max(quietUntil, Date.now() + 45_000);
      }
      if (delivered === names.length || Date.now() > Math.min(quietUntil, limit)) break;
      await pause(2000);
    }
    const delivered = counts.filter((n) => n >= 1).length;
    const twice = counts.filter((n) => n > 1).length;
    mailNote = `, mail ${delivered}/${names.length} delivered after ${((Date.now() - ended) / 1000).toFixed(0)} s, ${twice} twice`;
    if (delivered !== names.length) issues.push(`${names.length - delivered} mails not delivered`);
    if (twice) issues.push(`${twice} mails delivered more than once`);
  }

  // Which call, how long and with what answer, sent when: enough to find it in the logs.
  const describe = (a: Answer) =>
    `${a.kind} ${a.status || 'no answer'} ${(a.ms / 1000).toFixed(1)} s at ${((a.began - began) / 1000).toFixed(1)} s`;
  const answers = load.answers;
  const acknowledged = answers.filter((a) => a.status >= 200 && a.status < 300).length;
  const fiveXx = answers.filter((a) => a.status >= 500);
  const allowed = fault === 'disk-full' ? [503, 507] : [503];
  const other = answers.filter(
    (a) => a.status === 0 || (a.status >= 500 && !allowed.includes(a.status)),
  );
  const hungAnswers = answers.filter((a) => a.ms > HUNG_MS);
  const hung = hungAnswers.length;
  const window = fiveXx.length
    ? `${((Math.min(...fiveXx.map((a) => a.began)) - began) / 1000).toFixed(1)}..${((Math.max(...fiveXx.map((a) => a.began)) - began) / 1000).toFixed(1)} s`
    : '-';
  const { found, integrity } = await stored(
    load.contacts.map(({ nama }) => nama),
    load.accounts,
    load.applications,
  );
  const writes = load.contacts.length + load.accounts.length + load.applications.length;
  const byStatus = [...new Set(fiveXx.map((a) => a.status))]
    .map((status) => `${status}×${fiveXx.filter((a) => a.status === status).length}`)
    .join(' ');
  // Requests per second while the dependency was away against the seconds before it.
  const rate = (from: number, to: number) =>
    answers.filter((a) => a.began >= from && a.began < to).length / ((to - from) / 1000);
  const rateBefore = rate(began - BEFORE_SECONDS * 1000, began);
  const rateDuring = rate(began, ended);
  const unready = watches.map((watch) => watch.firstUnready(began));
  const unreadyAfter = unready.every((at) => at !== undefined)
    ? `${((Math.max(...(unready as number[])) - began) / 1000).toFixed(1)} s`
    : unready.some((at) => at !== undefined)
      ? 'one'
      : 'stayed';
  const readyAgain = readyAt === undefined ? 'never' : `${((readyAt - ended) / 1000).toFixed(1)} s`;
  const lifeAfter = await lifetimes();

  if (found !== writes) issues.push(`${writes - found} acknowledged writes lost`);
  if (integrity !== 'ok') issues.push(`integrity_check: ${integrity}`);
  if (other.length)
    issues.push(
      `${other.length} answers other than 2xx-4xx/${allowed.join('/')} (${other
        .slice(0, 10)
        .map(describe)
        .join('; ')})${await proxyErrors()}`,
    );
  if (hung) issues.push(`${hung} requests hung (${hungAnswers.map(describe).join('; ')})`);
  if (readyAt === undefined || readyAt - ended > 10_000)
    issues.push(`not ready within 10 s${await whyNotReady(watches, began)}`);
  if (UNREADY_FAULTS.has(fault) && !unready.every((at) => at !== undefined && at - began <= 5000))
    issues.push('/api/ready not unready within 5 s');
  if (READY_FAULTS.has(fault) && unready.some((at) => at !== undefined))
    issues.push('/api/ready went unready');
  if (fault === 'redis-stop' && rateDuring < rateBefore / 2)
    issues.push(`rate fell to ${rateDuring.toFixed(1)}/s from ${rateBefore.toFixed(1)}/s`);
  if (lifeAfter !== lifeBefore) issues.push(`an instance exited (${lifeBefore} → ${lifeAfter})`);
  if (!acknowledged) issues.push('nothing acknowledged');
  if (!load.contacts.some(({ at }) => at > ended)) issues.push('no write acknowledged after it');

  rows.push(
    `| ${fault.padEnd(11)} | ${String(((ended - began) / 1000).toFixed(0)).padStart(3)} s | ${String(answers.length).padStart(5)} | ${String(acknowledged).padStart(5)} | ${`${found}/${writes}`.padStart(7)} | ${(byStatus || '0').padEnd(15)} | ${window.padEnd(11)} | ${String(other.length).padStart(5)} | ${String(hung).padStart(4)} | ${unreadyAfter.padStart(7)} | ${readyAgain.padStart(6)} | ${`${rateDuring.toFixed(0)}/${rateBefore.toFixed(0)}`.padStart(7)} |`,
  );
  console.log(rows.at(-1) + mailNote + (issues.length ? `  FAILED: ${issues.join('; ')}` : ''));
  problems.push(...issues.map((issue) => `${fault}: ${issue}`));
}

console.log('');
console.log(
  '| fault       | for   | reqs  | 2xx   | writes  | 5xx             | 5xx window  | other | hung | unready | ready  | req/s   |',
);
console.log(
  '| ----------- | ----- | ----- | ----- | ------- | --------------- | ----------- | ----- | ---- | ------- | ------ | ------- |',
);
for (const row of rows) console.log(row);
console.log(
  "(for: the fault's length; writes: acknowledged writes found afterwards / acknowledged; 5xx window: seconds from the fault's start; other: other 5xx and requests without an answer; unready: seconds until every instance's /api/ready was 503; ready: seconds after the fault's end until every instance stayed ready; req/s: during the fault / before it)",
);
if (problems.length) {
  console.error(`FAILED:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
