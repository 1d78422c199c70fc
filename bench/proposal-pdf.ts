/**
 * `npm run bench:proposal-pdf`: the proposal PDF (docs/decisions/055) rendered on the server for
 * 1, 10 and 50 posts (best of BENCH_RUNS runs: the machine's noise only ever adds time). The
 * one-post proposal is the baseline measured in the same run: its time is what every PDF pays
 * (fonts, letterhead, compression), and a 50-post proposal should cost a small multiple of it.
 * Fails (exit 1) when 50 posts take more than 300 ms or more than 8 times the baseline.
 */
import { performance } from 'node:perf_hooks';

import { renderProposalPdf } from '../server/features/proposals/proposal-pdf.ts';
import { sampleProposalPdfInput } from '../server/test/proposals.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const POSTS = [1, 10, 50];
const MAX_MS_AT_50 = 300;
const MAX_RATIO = 8;

async function best(posts: number) {
  const input = sampleProposalPdfInput(posts);
  await renderProposalPdf(input); // warm-up: module and font parsing, JIT
  const samples: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    bytes = (await renderProposalPdf(input)).length;
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { min: samples[0]!, median: samples[Math.floor(samples.length / 2)]!, bytes };
}

console.log(`proposal PDF, ${RUNS} runs each (ms)`);
console.log(
  [
    'posts'.padEnd(8),
    'best'.padStart(9),
    'median'.padStart(9),
    'KB'.padStart(7),
    'ratio'.padStart(8),
  ].join(''),
);
const results = new Map<number, Awaited<ReturnType<typeof best>>>();
for (const posts of POSTS) results.set(posts, await best(posts));
const baseline = results.get(1)!.min;
for (const [posts, result] of results)
  console.log(
    [
      String(posts).padEnd(8),
      result.min.toFixed(1).padStart(9),
      result.median.toFixed(1).padStart(9),
      (result.bytes / 1024).toFixed(0).padStart(7),
      (result.min / baseline).toFixed(2).padStart(8),
    ].join(''),
  );
const fifty = results.get(50)!.min;
const failures = [
  fifty > MAX_MS_AT_50 ? `50 posts took ${fifty.toFixed(0)} ms (limit ${MAX_MS_AT_50})` : '',
  fifty / baseline > MAX_RATIO
    ? `50 posts took ${(fifty / baseline).toFixed(1)}× one post (limit ${MAX_RATIO}×)`
    : '',
].filter(Boolean);
for (const failure of failures) console.error(`FAIL: ${failure}`);
process.exit(failures.length ? 1 : 0);
