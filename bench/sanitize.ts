/**
 * `npx tsx bench/sanitize.ts`: the rich-text sanitizer on hostile HTML (docs/decisions/021). A pasted
 * or hand-sent page body of up to 200 KB (MAX_PAGE_CONTENT_CHARS) must be cleaned in time that
 * grows linearly with its size: no backtracking pattern may turn one save into a stalled server.
 * Each shape is timed at 50, 100 and 200 KB (best of BENCH_RUNS runs: the machine's noise only ever adds time); doubling the input
 * should roughly double the time. Fails (exit 1) when 200 KB takes more than 6 times 50 KB or
 * more than 500 ms.
 */
import { performance } from 'node:perf_hooks';

import { sanitizeHtml } from '../server/lib/sanitize-html.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const SIZES_KB = [50, 100, 200];
const MAX_RATIO = 6;
const MAX_MS_AT_200_KB = 500;
const NOISE_MS = 5;

/** Inputs that hurt regular-expression sanitizers: unclosed blocks, nesting, long attributes. */
const SHAPES: Record<string, (bytes: number) => string> = {
  'unclosed script, then text': (bytes) => `<p>a</p><script>${'x'.repeat(bytes)}`,
  'unclosed blocks (cut at depth)': (bytes) => fill('<blockquote><p><strong>a', bytes),
  'stray angle brackets': (bytes) => fill('a << b </ c <= <<br <3 ', bytes),
  'hostile links': (bytes) =>
    fill(
      '<a href="jav&#x61;script:alert(1)" target=_blank onclick=x>y</a><a href="/\\evil.com">z</a>',
      bytes,
    ),
  'scripts, handlers, frames': (bytes) =>
    fill(
      '<p onclick=x><script>alert(1)</script><img src=x onerror=y><iframe src=//e></iframe></p>',
      bytes,
    ),
  'long entity-encoded attribute': (bytes) =>
    `<a href="${'&#x6a;'.repeat(Math.floor(bytes / 6))}">x</a>`,
  'comments and nested svg': (bytes) => fill('<!--<svg><script>--><svg><math><style>', bytes),
};

function fill(chunk: string, bytes: number) {
  return chunk.repeat(Math.ceil(bytes / chunk.length)).slice(0, bytes);
}

function time(input: string) {
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    sanitizeHtml(input);
    samples.push(performance.now() - start);
  }
  return Math.min(...samples);
}

let failed = false;
console.log(`sanitizeHtml, best of ${RUNS} runs (ms)`);
console.log(
  [
    'shape'.padEnd(32),
    ...SIZES_KB.map((kb) => `${kb} KB`.padStart(9)),
    'ratio 200/50'.padStart(14),
  ].join(''),
);
for (const [name, make] of Object.entries(SHAPES)) {
  sanitizeHtml(make(10 * 1024)); // warm up the JIT on this shape
  const times = SIZES_KB.map((kb) => time(make(kb * 1024)));
  const ratio = times[2] / Math.max(times[0], 0.01);
  // Below a few milliseconds the ratio is timer noise, not growth.
  const ok = (ratio <= MAX_RATIO || times[2] < NOISE_MS) && times[2] <= MAX_MS_AT_200_KB;
  if (!ok) failed = true;
  console.log(
    [
      name.padEnd(32),
      ...times.map((ms) => ms.toFixed(2).padStart(9)),
      ratio.toFixed(2).padStart(14),
      ok ? '' : '  <- not linear',
    ].join(''),
  );
}
console.log(
  failed ? 'FAIL' : `OK: linear (ratio <= ${MAX_RATIO}, 200 KB under ${MAX_MS_AT_200_KB} ms)`,
);
process.exitCode = failed ? 1 : 0;
