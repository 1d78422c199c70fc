/**
 * `npm run bench:journey`: a job seeker's path on a cheap phone over slow mobile data, measured
 * (docs/decisions/041). Builds the site (when stale) into .tmp/bench-journey-dist, starts it with
 * demo content and the captcha off, and drives the system Chromium as a mid-range phone: 390 × 844,
 * CPU slowed 4×, 150 ms round trip, 1.6 Mbit/s down, 0.75 Mbit/s up (Chromium's own throttling,
 * through CDP). The path: a vacancy page → 'Lamar Sekarang' → the register screen → register →
 * log in → the application form filled at once with a 2 MB 4000 × 3000 camera JPEG and a 300 KB
 * PDF CV, plus what the vacancy's requirements ask (docs/decisions/046): the NIK, the KTP and each
 * required document photographed by the same camera, the dates, levels and numbers → 'Lamaran
 * anda berhasil dikirim'. Prints seconds, KiB received and KiB sent per step. `--vacancy parkir`
 * applies to the first demo vacancy whose slug holds that word (the security one by default);
 * `--smooth-scroll` keeps the pages' smooth scrolling, which the robot otherwise turns off (see
 * the browser context below); the earlier runs recorded in docs/decisions/041 and 048 kept it.
 * A benchmark, not a test: figures depend on the machine; goals: whole path ≤ 15 s, ≤ 800 KiB sent.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { type Page, chromium } from '@playwright/test';

import { freePort } from '../server/cluster/harness.ts';
import { cameraJpeg } from '../test-support/camera-photo.ts';
import { pdfBytes } from '../test-support/sample-files.ts';
import { serveSite, withSiteServer } from './lib/bench-server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST_DIR = path.join(ROOT, '.tmp/bench-journey-dist');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (0.75 * 1024 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** `--profile`: where the page's thread spends the photo choosing (a CPU profile through CDP). */
const PROFILE = process.argv.includes('--profile');

interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }>;
  samples?: number[];
  timeDeltas?: number[];
}

/** The fifteen functions with the most self time in `profile`, one line each. */
function topFunctions(profile: CpuProfile) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const self = new Map<string, number>();
  (profile.samples ?? []).forEach((id, index) => {
    const frame = byNode.get(id);
    const name = frame
      ? `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber}`
      : '?';
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000);
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([name, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${name}`)
    .join('\n');
}
/**
 * Which demo vacancy to apply to: the first whose slug contains this (`--vacancy parkir`). The
 * security one asks for the most: the KTP, an SKCK and a Gada certificate.
 */
const VACANCY = process.argv.includes('--vacancy')
  ? process.argv[process.argv.indexOf('--vacancy') + 1]
  : 'satpam';

/** Random letters: the CV's text, so its bytes are as many as a real 300 KB file's. */
const letters = (count: number) =>
  Array.from({ length: count }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');

async function journey(origin: string) {
  const listing = await (await fetch(`${origin}/lowongan`)).text();
  const slugs = [...listing.matchAll(/href="\/lowongan\/([a-z0-9-]+)"/g)].map((match) => match[1]);
  const slug = slugs.find((candidate) => candidate.includes(VACANCY));
  if (!slug) throw new Error(`no open vacancy matching '${VACANCY}' on /lowongan (demo content?)`);
  const photo = await cameraJpeg();
  // The KTP and the documents a guard vacancy asks for, photographed by the phone's camera.
  const documentPhoto = await cameraJpeg();
  const cv = pdfBytes(`Curriculum Vitae ${letters(300 * 1024 - 600)}`);
  // The files lie on the phone: the browser reads them from disk, as a picked file is read.
  // (Handed over as buffers, Playwright would send each through DevTools, about 2 s per 2 MB
  // photo on the slowed CPU, which no applicant waits for.)
  const files = mkdtempSync(path.join(tmpdir(), 'sigap-bench-journey-files-'));
  const onPhone = (name: string, bytes: Buffer) => {
    writeFileSync(path.join(files, name), bytes);
    return path.join(files, name);
  };
  const cvFile = onPhone('cv.pdf', cv);
  const photoFile = onPhone('IMG_20261126.jpg', photo);
  const documentFile = (name: string) => onPhone(name, documentPhoto);
  const nama = `bench${letters(8)}`;
  const password = 'rahasia-bench-123';

  const browser = await chromium.launch({ executablePath: CHROME_PATH });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    // The path leaves the person's typing out: fields are filled at once. Before each action
    // Playwright waits for the field to stop moving, and the pages scroll smoothly (a field
    // scrolled into view glides for about half a second on the slowed CPU), which a person
    // typing does not wait for; with reduced motion they jump, and nothing else on the path moves.
    reducedMotion: process.argv.includes('--smooth-scroll') ? 'no-preference' : 'reduce',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let down = 0;
  let up = 0;
  cdp.on('Network.loadingFinished', (event) => (down += event.encodedDataLength));
  // Request bodies as sent (multipart uploads included): their Content-Length on the wire.
  cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
    const length = Object.entries(event.headers).find(
      ([name]) => name.toLowerCase() === 'content-length',
    )?.[1];
    up += Number(length ?? 0);
  });
  // When the application's upload left and when its answer came (performance.now()).
  const upload: { sent?: number; answered?: number } = {};
  // Files sent ahead as they are chosen (docs/decisions/048): how many, and when the last answered.
  const ahead = { count: 0, answered: 0, lastAnswered: 0 };
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.method !== 'POST') return;
    if (event.request.url.endsWith('/api/pelamar')) upload.sent = performance.now();
    if (event.request.url.endsWith('/api/pelamar/berkas')) ahead.count += 1;
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.response.url.endsWith('/api/pelamar') && upload.sent)
      upload.answered = performance.now();
    if (event.response.url.endsWith('/api/pelamar/berkas')) {
      ahead.answered += 1;
      ahead.lastAnswered = performance.now();
    }
  });
  const rows: Array<{ step: string; seconds: number; down: number; up: number }> = [];
  let submitParts = '';
  let blocking = '';
  let profileTop = '';
  async function step(name: string, run: () => Promise<void>) {
    const [start, down0, up0] = [performance.now(), down, up];
    await run();
    // Responses still arriving (a prefetch) count for the step that asked for them.
    await page.waitForTimeout(50);
    rows.push({
      step: name,
      seconds: (performance.now() - start) / 1000,
      down: down - down0,
      up: up - up0,
    });
  }
  const ready = async (page: Page, heading: string) => {
    await page.getByRole('heading', { name: heading }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('load');
  };

  try {
    await step('vacancy page ready', async () => {
      await page.goto(`${origin}/lowongan/${slug}`, { waitUntil: 'load' });
      // Ready to use: its islands (the menu, the self-check, the way to the login screen) run.
      await page.locator('[data-hydrated]').first().waitFor({ state: 'attached', timeout: 60_000 });
    });
    await step("'Lamar Sekarang' → login screen", async () => {
      await page.getByRole('link', { name: 'Lamar Sekarang' }).first().click();
      await page.waitForURL(/\/login-user$/, { timeout: 60_000 });
      await ready(page, 'Login User');
    });
    await step('register screen', async () => {
      await page.getByRole('link', { name: 'Daftar di sini' }).click();
      await page.waitForURL(/\/register-user$/);
      await ready(page, 'Registrasi User');
    });
    await step('register → login screen', async () => {
      await page.getByLabel('Username').fill(nama);
      await page.getByLabel('Email').fill(`${nama}@contoh.id`);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel(/Saya telah membaca dan menyetujui/).check();
      await page.getByRole('button', { name: 'Register' }).click();
      await page.getByText('Berhasil Menambahkan User').waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'OK' }).click();
      await page.waitForURL(/\/login-user$/);
      await ready(page, 'Login User');
    });
    await step('login → application form', async () => {
      await page.getByLabel('Username atau Email').fill(nama);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(/\/career$/, { timeout: 60_000 });
      await page.getByLabel('Nama Lengkap').waitFor({ timeout: 60_000 });
    });
    await step('submit → success', async () => {
      const filling = performance.now();
      await page.getByLabel('Nama Lengkap').fill('Budi Santoso');
      await page.getByLabel('No. Telepon').fill('081234567890');
      const position = page.getByLabel('Posisi');
      if (await position.count()) await position.selectOption({ index: 1 });
      await page.getByLabel('Laki-laki').check();
      const today = new Date();
      await page.getByLabel('Tanggal Lahir').fill(`${today.getFullYear() - 28}-06-15`);
      await page.getByLabel('Alamat').fill('Jl. Mawar No. 1, Bekasi');
      // The vacancy's screening questions: 'Ya' to each.
      for (const yes of await page.getByRole('radio', { name: 'Ya', exact: true }).all())
        await yes.check();
      await page.getByLabel('Resume / CV (PDF, DOC, DOCX)').setInputFiles(cvFile);
      const attachments = await fillIdentity(page, `${today.getFullYear() - 28}-06-15`);
      await page.getByLabel(/Saya telah membaca dan menyetujui/).check();
      // The photos last, all at once as a person picks them: the page's long tasks from the first
      // choice until every file has been sent ahead are what the photos cost the form.
      const choosing = await watchLongTasks(page);
      if (PROFILE) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
      await page.getByLabel('Foto (gambar)').setInputFiles(photoFile);
      const identity = page.getByRole('group', { name: 'Identitas dan dokumen' });
      for (const [label, name] of attachments)
        await identity.getByLabel(label, { exact: true }).setInputFiles(documentFile(name));
      const chosenFiles = 2 + attachments.length;
      const waitedSince = performance.now();
      while (ahead.answered < chosenFiles && performance.now() - waitedSince < 120_000)
        await page.waitForTimeout(100);
      blocking = await choosing(await page.evaluate(() => performance.now()));
      if (PROFILE) profileTop = topFunctions((await cdp.send('Profiler.stop')).profile);
      const clicked = performance.now();
      await page.getByRole('button', { name: 'Kirim Lamaran' }).click();
      await page.getByText('Lamaran anda berhasil dikirim').waitFor({ timeout: 180_000 });
      const done = performance.now();
      const { sent = clicked, answered = done } = upload;
      const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
      const aheadDone = ahead.count
        ? `; ${ahead.count} files sent ahead as chosen, the last answered ${seconds(clicked, ahead.lastAnswered)} s after the click`
        : '';
      submitParts = `the submit step: filling ${seconds(filling, clicked)} s, click → application leaves ${seconds(clicked, sent)} s (photos shrinking, files still going ahead), application and answer ${seconds(sent, answered)} s, answer → message ${seconds(answered, done)} s${aheadDone}`;
    });
  } finally {
    await browser.close();
    rmSync(files, { recursive: true, force: true });
  }

  const kib = (bytes: number) =>
    bytes ? `${Math.round(bytes / 1024).toLocaleString('en')} KiB` : '–';
  console.log(
    `\nJob seeker's path to ${slug} (390×844, CPU ${CPU_SLOWDOWN}×, ${NETWORK.latency} ms RTT, 1.6/0.75 Mbit/s; photo ${kib(photo.length)}, CV ${kib(cv.length)})`,
  );
  console.log('| step | seconds | down | up |\n| --- | --- | --- | --- |');
  for (const row of rows)
    console.log(`| ${row.step} | ${row.seconds.toFixed(1)} | ${kib(row.down)} | ${kib(row.up)} |`);
  const total = (key: 'seconds' | 'down' | 'up') => rows.reduce((sum, row) => sum + row[key], 0);
  console.log(
    `| **whole path** | **${total('seconds').toFixed(1)}** | ${kib(total('down'))} | ${kib(total('up'))} |`,
  );
  console.log(`\nIn ${submitParts}.`);
  console.log(`\nChoosing the photo and the documents until each was sent ahead: ${blocking}.`);
  if (profileTop) console.log(`\nThe page's thread meanwhile, by self time:\n${profileTop}`);
}

/**
 * Starts counting the page's long tasks (over 50 ms, the Long Tasks API): what a phone does not
 * answer a tap during. The returned function answers the tasks from now until `untilOnPage` (the
 * page's clock: when the application left): their number, their whole time and the blocking time
 * (each task's time beyond 50 ms, as Lighthouse counts it).
 */
async function watchLongTasks(page: Page) {
  const start = await page.evaluate(() => {
    const tasks: Array<[number, number]> = [];
    (window as unknown as { sigapLongTasks: typeof tasks }).sigapLongTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: false });
    return performance.now();
  });
  return async (untilOnPage: number) => {
    const tasks = await page.evaluate(
      () => (window as unknown as { sigapLongTasks: Array<[number, number]> }).sigapLongTasks,
    );
    // The answer and the message came after the application left; their tasks do not count.
    const counted = tasks.filter(([at]) => at >= start && at <= untilOnPage);
    const whole = counted.reduce((sum, [, duration]) => sum + duration, 0);
    const blocking = counted.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return `${counted.length} tasks over 50 ms, ${(whole / 1000).toFixed(2)} s in them, blocking time ${(blocking / 1000).toFixed(2)} s`;
  };
}

/**
 * The identity part of the form, with what the vacancy shows: a NIK that fits a man born on
 * `born` and each requirement's fields. Answers the documents it asks for (label, file name): the
 * KTP and each requirement's, which the path chooses together with the photo.
 */
async function fillIdentity(page: Page, born: string) {
  const attachments: Array<[string, string]> = [];
  const identity = page.getByRole('group', { name: 'Identitas dan dokumen' });
  if (!(await identity.count())) return attachments;
  const [year, month, day] = born.split('-');
  const area = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  await identity.getByLabel('NIK').fill(`32${area}${day}${month}${year.slice(2)}0001`);
  const field = (label: string) => identity.getByLabel(label, { exact: true });
  const fill = async (label: string, value: string) => {
    if (await field(label).count()) await field(label).fill(value);
  };
  const choose = async (label: string, value: string) => {
    if (await field(label).count()) await field(label).selectOption(value);
  };
  const attach = async (label: string, name: string) => {
    if (await field(label).count()) attachments.push([label, name]);
  };
  const recently = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  await attach('Foto KTP', 'IMG_KTP.jpg');
  await fill('Tinggi badan (cm)', '172');
  await fill('Berat badan (kg)', '68');
  await choose('Pendidikan terakhir', 'SMA/SMK');
  await attach('SKCK', 'IMG_SKCK.jpg');
  await fill('Tanggal SKCK', recently);
  await attach('Sertifikat Gada', 'IMG_GADA.jpg');
  await choose('Tingkat Gada', 'Pratama');
  await fill('Nomor sertifikat Gada', 'GP/2025/004512');
  await attach('Surat keterangan sehat', 'IMG_SEHAT.jpg');
  await fill('Tanggal surat keterangan sehat', recently);
  return attachments;
}

async function run() {
  await withSiteServer(import.meta.url, { distDir: DIST_DIR, port: await freePort() }, journey);
}

if (process.argv.includes('--serve'))
  await serveSite('sigap-bench-journey-', DIST_DIR, { RATE_LIMIT_FACTOR: '100' });
else await run();
