/**
 * `npx tsx bench/applicant-upload-memory.ts`: a 10 MB resume upload (POST /api/pelamar) must not
 * raise the server's memory by more than the file's size, because multipart parts are streamed
 * to temporary files (docs/decisions/009). The real app listens on 127.0.0.1; curl (a separate process)
 * sends the file, so the client's buffers never count; the server's RSS is sampled every 5 ms.
 * Several uploads run one after another and the largest rise over the warmed-up baseline is
 * compared with the file size; the same is measured with a tiny resume, so the part of the rise
 * the 10 MB file causes is visible. The script re-runs itself with a small V8 young generation
 * (--max-semi-space-size=1): otherwise up to ~32 MB of already-dead socket chunks wait for a
 * scavenge and RSS would measure garbage, not what the server holds.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { MAX_DOCUMENT_BYTES } from '#common/rules';

import { pdfBytes, pngBytes } from '../test-support/sample-files.ts';
import { buildTestApp } from '../server/test/build-test-app.ts';
import { loginAsApplicant } from '../server/test/login-as.ts';

if (
  !process.execArgv.some((arg) => arg.startsWith('--max-semi-space-size')) &&
  !process.env.NODE_OPTIONS?.includes('semi-space')
) {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, '--max-semi-space-size=1', ...process.argv.slice(1)],
    { stdio: 'inherit' },
  );
  process.exit(child.status ?? 1);
}

const run = promisify(execFile);
const FILE_BYTES = Number(process.env.BENCH_FILE_BYTES ?? 10 * 1024 * 1024 - 4096); // just under MAX_DOCUMENT_BYTES (10 MB)
const ROUNDS = 4;

if (FILE_BYTES > MAX_DOCUMENT_BYTES) throw new Error('the bench file must fit the upload limit');

const workDir = mkdtempSync(path.join(tmpdir(), 'sigap-bench-upload-'));
const photoPath = path.join(workDir, 'foto.png');
writeFileSync(photoPath, await pngBytes(400, 400));
function resumeFile(name: string, bytes: number) {
  const file = path.join(workDir, name);
  const head = pdfBytes();
  writeFileSync(file, Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length), 0x20)]));
  return file;
}
const tinyResume = resumeFile('tiny.pdf', 0);
const bigResume = resumeFile('big.pdf', FILE_BYTES);

const app = await buildTestApp('sqlite');
const address = await app.listen({ host: '127.0.0.1', port: 0 });

async function upload(resumePath: string) {
  const user = await loginAsApplicant(app);
  const { stdout } = await run('curl', [
    '-s',
    '-o',
    '/dev/null',
    '-w',
    '%{http_code}',
    '-H',
    `authorization: Bearer ${user.token}`,
    '-F',
    'nama=Budi Santoso',
    '-F',
    'telepon=081234567890',
    '-F',
    'posisi=Security',
    '-F',
    'jenis_kelamin=Laki-laki',
    '-F',
    'tanggal_lahir=1995-06-01',
    '-F',
    'pesan=Jl. Melati 5',
    '-F',
    'persetujuan=true',
    '-F',
    `foto=@${photoPath};type=image/png`,
    '-F',
    `resume=@${resumePath};type=application/pdf`,
    `${address}/api/pelamar`,
  ]);
  if (stdout !== '201') throw new Error(`upload answered ${stdout}`);
}

/** Largest RSS rise over the settled baseline while `ROUNDS` uploads of one file run. */
async function measure(resumePath: string) {
  await upload(resumePath); // warm-up: code paths, sharp, SQLite pages
  await new Promise((resolve) => setTimeout(resolve, 200));
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  for (let i = 0; i < ROUNDS; i += 1) await upload(resumePath);
  clearInterval(sampler);
  return { baseline, peak, rise: peak - baseline };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const tiny = await measure(tinyResume);
const big = await measure(bigResume);
console.log(
  `tiny resume, ${ROUNDS} uploads: baseline RSS ${mb(tiny.baseline)} MB, peak ${mb(tiny.peak)} MB, rise ${mb(tiny.rise)} MB`,
);
console.log(
  `${mb(FILE_BYTES)} MB resume, ${ROUNDS} uploads: baseline RSS ${mb(big.baseline)} MB, peak ${mb(big.peak)} MB, rise ${mb(big.rise)} MB`,
);
console.log(`rise caused by the large file: ${mb(big.rise - tiny.rise)} MB`);
const ok = big.rise <= FILE_BYTES;
console.log(
  ok
    ? 'OK: the upload is streamed (rise within the file size)'
    : 'FAIL: memory rose by more than the file size',
);

await app.close();
rmSync(workDir, { recursive: true, force: true });
process.exitCode = ok ? 0 : 1;
