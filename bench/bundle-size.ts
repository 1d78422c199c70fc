/**
 * `npm run bench:bundle`: builds the web app into .tmp/bench-bundle and prints the gzipped size of
 * the JavaScript a public page loads before any interaction: the public entry and everything it
 * imports statically, plus the islands module it imports once the page has painted (with that
 * module's own imports). Lazy chunks (the contact form, the
 * captcha) are listed separately, and so is the React SPA of the staff screens. Exits 1
 * when the public JavaScript is over the 60 KB budget (docs/decisions/027)
 * (docs/decisions/027-public-islands.md, superseding 012).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import { ACCOUNT_ENTRIES, CAREER_GATE_ENTRY } from '../common/web-render.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, '.tmp/bench-bundle');
/** docs/decisions/027-public-islands.md. */
const BUDGET_BYTES = 60 * 1024;
const ENTRY = 'web/entry.public.tsx';
/** Imported by the entry after the first paint, on every public page: part of the budget. */
const AFTER_PAINT = 'web/public-islands.tsx';
const SPA_ENTRY = 'web/entry.client.tsx';
/**
 * The applicant's account screens, each with its own 60 KB budget (docs/decisions/041): the
 * script each page loads before any interaction.
 */
const ACCOUNT_PAGES: Record<string, string> = ACCOUNT_ENTRIES;
/** Runs on /career before the app: part of what a visitor without an account loads there. */
const CAREER_GATE = CAREER_GATE_ENTRY;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

function build() {
  rmSync(OUT_DIR, { recursive: true, force: true });
  const vite = path.join(ROOT, 'node_modules/.bin/vite');
  execFileSync(vite, ['build', '--logLevel', 'error', '--outDir', OUT_DIR], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  execFileSync(
    vite,
    ['build', '-c', 'vite.public.config.ts', '--logLevel', 'error', '--outDir', OUT_DIR],
    { cwd: ROOT, stdio: 'inherit' },
  );
}

const readManifest = (name: string) =>
  JSON.parse(readFileSync(path.join(OUT_DIR, '.vite', name), 'utf8')) as Record<
    string,
    ManifestChunk
  >;

const gzipSize = (file: string) =>
  gzipSync(readFileSync(path.join(OUT_DIR, file)), { level: 9 }).length;
const brotliSize = (file: string) =>
  brotliCompressSync(readFileSync(path.join(OUT_DIR, file)), {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The entry plus its static imports, transitively: what the browser loads before hydration. */
export function staticClosure(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * Public pages inline this build's one stylesheet (server/plugins/web.ts, docs/decisions/029), so
 * no script may fetch a stylesheet: a second one would be missing from the inlined CSS, and the
 * one inlined, fetched again by Vite's loader, restyles the whole page once the islands start.
 */
function inlinedStylesheetProblems(manifest: Record<string, ManifestChunk & { css?: string[] }>) {
  const stylesheets = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  const problems =
    stylesheets.size === 1
      ? []
      : [
          `the public build has ${stylesheets.size} stylesheets (${[...stylesheets].join(', ')}); one is inlined`,
        ];
  for (const chunk of Object.values(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    const fetched = readFileSync(path.join(OUT_DIR, chunk.file), 'utf8').match(/[\w./-]+\.css\b/g);
    if (fetched) problems.push(`${chunk.file} would fetch ${fetched.join(', ')}`);
  }
  return problems;
}

function main() {
  if (!process.argv.includes('--no-build')) build();
  const manifest = readManifest('public-manifest.json');
  const publicKeys = staticClosure(manifest, AFTER_PAINT, staticClosure(manifest, ENTRY));
  let total = 0;
  let totalBrotli = 0;
  console.log('JavaScript a public page loads (gzip -9 | brotli 11):');
  for (const key of publicKeys) {
    const size = gzipSize(manifest[key].file);
    const brotli = brotliSize(manifest[key].file);
    total += size;
    totalBrotli += brotli;
    console.log(
      `  ${kb(size).padStart(9)} | ${kb(brotli).padStart(9)}  ${manifest[key].file}  (${key})`,
    );
  }
  console.log(
    `  ${kb(total).padStart(9)} | ${kb(totalBrotli).padStart(9)}  total; budget ${kb(BUDGET_BYTES)} gzipped`,
  );

  const spa = readManifest('manifest.json');
  const spaKeys = staticClosure(spa, SPA_ENTRY);
  const spaTotal = [...spaKeys].reduce((sum, key) => sum + gzipSize(spa[key].file), 0);
  console.log(
    `\nReact SPA of the staff screens (not loaded by public or career pages): ${kb(spaTotal)} gzipped`,
  );

  const lazy = Object.entries(manifest).filter(
    ([key, chunk]) =>
      chunk.file.endsWith('.js') &&
      !publicKeys.has(key) &&
      !Object.values(ACCOUNT_PAGES).includes(key) &&
      key !== CAREER_GATE,
  );
  console.log('\nLazy chunks (loaded only when needed):');
  for (const [key, chunk] of lazy
    .sort((a, b) => gzipSize(b[1].file) - gzipSize(a[1].file))
    .slice(0, 15)) {
    console.log(`  ${kb(gzipSize(chunk.file)).padStart(9)}  ${chunk.file}  (${key})`);
  }

  const overBudget: string[] = [];
  console.log(
    '\nJavaScript each applicant account screen and career page loads before any interaction (gzip -9):',
  );
  for (const [page, entry] of Object.entries(ACCOUNT_PAGES)) {
    const keys = staticClosure(manifest, entry);
    const size = [...keys].reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);
    const budget = BUDGET_BYTES;
    console.log(`  ${kb(size).padStart(9)}  ${page}; budget ${kb(budget)}`);
    if (size > budget) overBudget.push(`${page} (${kb(size)} of ${kb(budget)})`);
  }
  const gateKeys = staticClosure(manifest, CAREER_GATE);
  const gate = [...gateKeys].reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);
  console.log(
    `  ${kb(gate).padStart(9)}  career gate (on /career and /career/detail, before the island)`,
  );

  if (total > BUDGET_BYTES) overBudget.push(`public pages (${kb(total)})`);
  const stylesheetProblems = inlinedStylesheetProblems(manifest);
  for (const problem of stylesheetProblems) console.error(`FAIL: ${problem}`);
  if (stylesheetProblems.length) process.exit(1);
  if (overBudget.length) {
    console.error(`\nFAIL: over budget: ${overBudget.join(', ')}.`);
    process.exit(1);
  }
  console.log(
    `\nOK: public and account-screen JavaScript within budget (public: ${kb(BUDGET_BYTES - total)} to spare).`,
  );
}

main();
