/**
 * `npm run bench:pages [-- --only pages|assets]`: what a visitor's browser gets, against the
 * fastest server that could send it. For each public page and for the hashed assets a browser
 * fetches (the public and staff entry scripts, the staff CSS, the captcha widget, a font), the
 * product's own answer to a browser's request (`Accept-Encoding: br, gzip`) is captured once; then
 * autocannon loads the real app and a bare `node:http` server that sends exactly those bytes with
 * the same headers, in turn, and the whole round runs twice. Reports throughput, p99 and the ratio
 * app/bare per URL; goals (docs/decisions/030, 038): ratio >= 0.8 and app p99 <= 20 ms at 50
 * connections. The app is the compiled web build (.tmp/bench-dist, built when stale) with demo
 * content on SQLite, in a child process.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import autocannon from 'autocannon';

import { PUBLIC_PAGES } from '../server/features/seo/seo.routes.ts';
import { type AppAndBarePorts, comparisonColumns, warmedUpUrls } from './lib/app-vs-bare.ts';
import { benchServerEnv, forkServers } from './lib/bench-server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST_DIR = path.join(ROOT, '.tmp/bench-dist');
/** The pages in the sitemap, plus the not-found page and the crawler files. */
const PAGES = [...PUBLIC_PAGES, '/halaman-yang-tidak-ada', '/sitemap.xml', '/robots.txt'];
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 1;
const ROUNDS = 2;
const TARGET_RATIO = 0.8;
const TARGET_P99_MS = 20;
const HEADERS = { 'accept-encoding': 'br, gzip' };
/**
 * The bare server sends the app's own headers (security headers, ETag, Vary, Cache-Control), so
 * both send the same bytes on the wire; for a small answer (robots.txt) the headers are most of
 * them. BENCH_BARE_HEADERS=minimal sends only type and encoding, as the first table did.
 */
const MINIMAL_BARE_HEADERS = process.env.BENCH_BARE_HEADERS === 'minimal';
/** Written by each server for its own connection, or by the bare server itself. */
const PER_CONNECTION_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

interface Ports extends AppAndBarePorts {
  /** What the app answered, per URL: status, type, encoding and size. */
  answers: Record<
    string,
    { kind: Kind; status: number; type: string; encoding: string; bytes: number }
  >;
}

type Kind = 'pages' | 'assets';

/**
 * The hashed files a visitor's browser fetches from /assets/: the public pages' script and the
 * captcha widget (66 KB, the one measured for docs/decisions/030), the staff app's script and CSS
 * (the public CSS is inlined in each page), and a font.
 */
function hashedAssetUrls() {
  const manifest = (name: string) =>
    JSON.parse(readFileSync(path.join(DIST_DIR, 'client/.vite', name), 'utf8')) as Record<
      string,
      { file: string; css?: string[] }
    >;
  const publicManifest = manifest('public-manifest.json');
  const staff = manifest('manifest.json')['web/entry.client.tsx'];
  const font = readdirSync(path.join(DIST_DIR, 'client/assets')).find((name) =>
    name.endsWith('.woff2'),
  );
  return [
    publicManifest['web/entry.public.tsx'].file,
    // Keyed by its path from the project, which a linked node_modules makes longer.
    Object.entries(publicManifest).find(([key]) =>
      key.endsWith('node_modules/altcha/dist/altcha.js'),
    )![1].file,
    staff.file,
    ...(staff.css ?? []).slice(0, 1),
    ...(font ? [`assets/${font}`] : []),
  ].map((file) => `/${file}`);
}

/** Child: the real app on the web build, then a bare node:http server with the captured bytes. */
async function serve() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sigap-bench-'));
  const { loadConfig } = await import('../server/config.ts');
  const { buildApp } = await import('../server/app.ts');
  const config = loadConfig(benchServerEnv(dataDir, { WEB_DIST_DIR: DIST_DIR }));
  const app = await buildApp(config, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });

  const captured = new Map<
    string,
    { status: number; headers: Record<string, string>; body: Buffer }
  >();
  const answers: Ports['answers'] = {};
  const urls = [
    ...PAGES.map((url) => ({ url, kind: 'pages' as const })),
    ...hashedAssetUrls().map((url) => ({ url, kind: 'assets' as const })),
  ];
  for (const { url, kind } of urls) {
    const response = await app.inject({ method: 'GET', url, headers: HEADERS });
    const encoding = response.headers['content-encoding'];
    const headers: Record<string, string> = MINIMAL_BARE_HEADERS
      ? {
          'content-type': String(response.headers['content-type'] ?? 'application/octet-stream'),
          ...(encoding ? { 'content-encoding': String(encoding) } : {}),
        }
      : Object.fromEntries(
          Object.entries(response.headers)
            .filter(([name]) => !PER_CONNECTION_HEADERS.has(name))
            .map(([name, value]) => [name, String(value)]),
        );
    captured.set(url, { status: response.statusCode, headers, body: response.rawPayload });
    answers[url] = {
      kind,
      status: response.statusCode,
      type: String(response.headers['content-type']),
      encoding: encoding ? String(encoding) : 'identity',
      bytes: response.rawPayload.length,
    };
  }

  const bare = createServer((request, response) => {
    const answer = captured.get(request.url ?? '');
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, {
      ...answer.headers,
      'content-length': answer.body.length,
    });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));

  const portOf = (address: unknown) => (address as { port: number }).port;
  process.send?.({
    app: portOf(app.server.address()),
    bare: portOf(bare.address()),
    answers,
  } satisfies Ports);
  process.on('disconnect', async () => {
    await Promise.allSettled([app.close(), new Promise((resolve) => bare.close(resolve))]);
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

function load(url: string, duration: number) {
  return autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1, headers: HEADERS });
}

async function measure() {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  if (values.only !== undefined && values.only !== 'pages' && values.only !== 'assets')
    throw new Error('--only takes pages or assets');
  const { buildIfStale } = await import('../tooling/build-if-stale.ts');
  buildIfStale(DIST_DIR);
  const { child, ports } = await forkServers<Ports>(import.meta.url);
  console.log(
    `${CONNECTIONS} connections, Accept-Encoding: ${HEADERS['accept-encoding']}, ${DURATION_SECONDS} s per measurement, ${ROUNDS} rounds, loopback\n`,
  );
  const measured = Object.entries(ports.answers).filter(
    ([, answer]) => values.only === undefined || answer.kind === values.only,
  );
  for (const [url, answer] of measured)
    console.log(
      `${url.padEnd(34)} ${answer.status} ${answer.type}, ${answer.encoding}, ${(answer.bytes / 1024).toFixed(1)} KB`,
    );
  console.log(
    '\nround  url                                 app req/s   bare req/s   ratio   app p99   bare p99',
  );
  let allMet = true;
  const ratios: Record<Kind, number[]> = { pages: [], assets: [] };
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [url, { kind }] of measured) {
        const { appUrl, bareUrl } = await warmedUpUrls(ports, url, load, WARMUP_SECONDS);
        const app = await load(appUrl, DURATION_SECONDS);
        const bare = await load(bareUrl, DURATION_SECONDS);
        // A 404 page is the expected answer for the unknown path: count only other statuses.
        const expected = ports.answers[url].status;
        const errors = app.errors + (expected < 400 ? app.non2xx : 0);
        const ratio = app.requests.average / bare.requests.average;
        ratios[kind].push(ratio);
        const met = ratio >= TARGET_RATIO && app.latency.p99 <= TARGET_P99_MS && errors <= 0;
        allMet &&= met;
        console.log(
          `${String(round).padEnd(5)}  ${url.slice(0, 34).padEnd(34)}  ${comparisonColumns(app, bare, ratio, 3)}${errors > 0 ? `   (${errors} errors)` : ''}${met ? '' : '   *'}`,
        );
      }
    }
  } finally {
    child.disconnect();
  }
  console.log('');
  for (const [kind, list] of Object.entries(ratios))
    if (list.length > 0)
      console.log(
        `${kind}: ratio app/bare lowest ${Math.min(...list).toFixed(2)}, mean ${(list.reduce((sum, r) => sum + r, 0) / list.length).toFixed(2)} over ${list.length} measurements`,
      );
  console.log(
    `targets: ratio >= ${TARGET_RATIO} and app p99 <= ${TARGET_P99_MS} ms on every page: ${allMet ? 'met' : 'NOT met (rows marked *)'}`,
  );
  if (!allMet) process.exitCode = 1;
}

if (process.argv.includes('--serve')) await serve();
else await measure();
