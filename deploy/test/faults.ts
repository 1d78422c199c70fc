/**
 * The HTTP half of deploy/test-faults.sh (docs/decisions/056-dependency-faults.md): steady mixed
 * traffic through nginx (public pages and reads, contact messages, applicant registrations,
 * logins and applications with files, staff list reads) while one dependency at a time fails,
 * then the table: requests acknowledged (2xx), acknowledged writes found afterwards, 5xx and
 * their window, hung requests (> 10 s) and seconds until both instances are ready again.
 *
 *   npx tsx deploy/test/faults.ts ORIGIN PROJECT FAULT...   (FAULT: pg-stop pg-kill redis-stop
 *                                                           redis-empty s3-stop)
 *
 * Traffic goes to ORIGIN only (the stack's nginx on loopback); every loop stops by itself.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import { promisify } from 'node:util';

import { postJson } from '../../server/cluster/harness.ts';
import { applicationFormData } from '../../server/test/application-form.ts';
import { PDF_BYTES, jpegBytes } from '../../server/test/multipart-form.ts';

const run = promisify(execFile);
const HUNG_MS = 10_000;
const FAULT_SECONDS = 20;

interface Answer {
  kind: string;
  status: number; // 0: no answer (network error)
  began: number; // Date.now() when sent
  ms: number;
}

const [origin, project, ...faults] = process.argv.slice(2);
if (!origin || !project || !faults.length) throw new Error('usage: ORIGIN PROJECT FAULT...');
const container = (service: string) => `${project}_${service}_1`;
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
  const contacts: string[] = [];
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
      const pick = (i + index) % 10;
      if (pick < 4) await call('read', ['/api/faqs', '/api/cards', '/api/testimonies'][i % 3]!);
      else if (pick < 7) await call('page', ['/', '/tentang-kami', '/layanan/keamanan'][i % 3]!);
      else if (pick < 8)
        await call('staff', '/api/kontak', { headers: { authorization: `Bearer ${staff}` } });
      else {
        const nama = `Tamu Gangguan ${tag} ${index} ${i}`;
        const sent = await call(
          'kontak',
          '/api/kontak',
          postJson({ nama, email: 'tamu@contoh.id', telepon: '081234567890', pesan: 'Halo.' }),
        );
        if (sent) contacts.push(nama);
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
      )
        continue;
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
    applications,
    async stop() {
      running = false;
      await done;
    },
  };
}

async function readyEverywhere() {
  for (const app of [container('app1'), container('app2')]) {
    const { stdout } = await podman(
      'exec',
      app,
      'node',
      '-e',
      "fetch('http://127.0.0.1:3000/api/ready').then((r) => console.log(r.status), () => console.log(0))",
    ).catch(() => ({ stdout: '0' }));
    if (stdout.trim() !== '200') return false;
  }
  return true;
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
      await podman('kill', '--signal', 'KILL', db);
      await pause(2000);
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
    default:
      throw new Error(`unknown fault ${fault}`);
  }
}

async function stored(contacts: string[], applications: number[]) {
  const names = contacts.map((name) => `'${name.replaceAll("'", "''")}'`).join(',') || `''`;
  const { stdout } = await podman(
    'exec',
    container('db'),
    'psql',
    '-U',
    'sigap',
    '-d',
    'sigap',
    '-tA',
    '-c',
    `select (select count(*) from contact_messages where nama in (${names})) || ' ' ||
            (select count(*) from applicants where id in (${applications.join(',') || '0'}))`,
  );
  return stdout.trim().split(' ').map(Number) as [number, number];
}

const rows: string[] = [];
let failed = false;
const staff = await staffToken();
for (const fault of faults) {
  const load = traffic(staff);
  await pause(3000);
  const began = Date.now();
  await inject(fault);
  const ended = Date.now();
  let readyAfter = -1;
  while (Date.now() - ended < 120_000) {
    if (await readyEverywhere()) {
      readyAfter = (Date.now() - ended) / 1000;
      break;
    }
    await pause(500);
  }
  await pause(5000);
  await load.stop();
  const answers = load.answers;
  const acknowledged = answers.filter((a) => a.status >= 200 && a.status < 300).length;
  const fiveXx = answers.filter((a) => a.status >= 500);
  const other5xx = fiveXx.filter((a) => a.status !== 503 && a.status !== 507);
  const noAnswer = answers.filter((a) => a.status === 0).length;
  const hung = answers.filter((a) => a.ms > HUNG_MS).length;
  const window = fiveXx.length
    ? `${((Math.min(...fiveXx.map((a) => a.began)) - began) / 1000).toFixed(1)}..${((Math.max(...fiveXx.map((a) => a.began)) - began) / 1000).toFixed(1)} s`
    : '-';
  const [contacts, applications] = await stored(load.contacts, load.applications);
  const writes = load.contacts.length + load.applications.length;
  const found = contacts + applications;
  const byStatus = [...new Set(fiveXx.map((a) => a.status))]
    .map((status) => `${status}×${fiveXx.filter((a) => a.status === status).length}`)
    .join(' ');
  rows.push(
    `| ${fault.padEnd(11)} | ${String((ended - began) / 1000).padStart(5)} s | ${String(answers.length).padStart(6)} | ${String(acknowledged).padStart(6)} | ${`${found}/${writes}`.padStart(9)} | ${(byStatus || '0').padEnd(14)} | ${window.padEnd(13)} | ${String(other5xx.length + noAnswer).padStart(5)} | ${String(hung).padStart(4)} | ${readyAfter < 0 ? 'never' : `${readyAfter.toFixed(1)} s`} |`,
  );
  if (found !== writes || other5xx.length || noAnswer || hung || readyAfter < 0 || readyAfter > 10)
    failed = true;
  console.log(rows.at(-1));
}

console.log('');
console.log(
  '| fault       | fault   | requests | 2xx    | writes kept | 5xx            | 5xx window    | other | hung | ready again |',
);
console.log(
  '| ----------- | ------- | -------- | ------ | ----------- | -------------- | ------------- | ----- | ---- | ----------- |',
);
for (const row of rows) console.log(row);
console.log(
  "(5xx window: seconds from the fault's start; other: 5xx other than 503/507 and requests without an answer)",
);
if (failed) {
  console.error(
    'FAILED: a write was lost, a request hung or failed otherwise, or an instance stayed unready',
  );
  process.exit(1);
}
