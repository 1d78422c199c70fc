import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/**
 * npm test: the static checks (types, lint with the feature boundaries, formatting, unused files,
 * exports and dependencies with knip, citations that resolve inside the repository), the unit and
 * API tests (Vitest), then the browser tests (Playwright on the system Chromium) unless
 * SKIP_BROWSER_TESTS=1. Every step runs, so one run shows every kind of failure; the exit code is
 * non-zero when any failed. The last lines name what failed (each step, each Vitest test, and
 * the start of any error Vitest caught outside a test), because a CI log is often read from its
 * end, after the browser tests' long list.
 */

/** Runs one step with its output shown as it comes, and kept for the summary at the end. */
const run = async (label: string, command: string, args: string[]) => {
  console.log(`\n▶ ${label}`);
  // Piped output loses colours unless asked for; a terminal still gets them.
  const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
  const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    output += chunk.toString();
  });
  const status = await new Promise<number>((resolve) =>
    child.on('close', (code) => resolve(code ?? 1)),
  );
  if (status !== 0) console.log(`✖ ${label} failed (exit ${status})`);
  return { label, status, output };
};

/**
 * What failed in a Vitest run, from its own summary: each FAIL line (a failed test, or a file
 * whose hook failed without any test failing) with the error's first line, then the start of any
 * error caught outside a test ("Unhandled Errors"), which fails the run without failing a test.
 */
function vitestFailures(output: string) {
  const lines = stripVTControlCharacters(output).split('\n');
  const failures = lines.flatMap((line, i) =>
    /^\s*FAIL\s/.test(line)
      ? [`✖ ${line.trim().replace(/\s+/g, ' ')}: ${lines[i + 1]?.trim()}`]
      : [],
  );
  const unhandled = lines.findIndex((line) => line.includes('Unhandled Error'));
  if (unhandled >= 0)
    failures.push(
      'Vitest caught errors outside any test; their first lines:',
      ...lines.slice(unhandled, unhandled + 40).map((line) => `  ${line}`),
    );
  return failures;
}

const results = [
  await run('typecheck: tsc --noEmit', 'npx', ['tsc', '--noEmit']),
  await run('lint: eslint .', 'npx', ['eslint', '.']),
  await run('format: prettier --check .', 'npx', [
    'prettier',
    '--check',
    '--log-level',
    'warn',
    '.',
  ]),
  await run('unused code and dependencies: knip', 'npx', ['knip']),
  await run('citations resolve: check-references', 'npx', ['tsx', 'scripts/check-references.ts']),
  await run('unit and API tests: vitest run', 'npx', ['vitest', 'run']),
];
if (process.env.SKIP_BROWSER_TESTS === '1')
  console.log('SKIP_BROWSER_TESTS=1: browser tests skipped.');
else results.push(await run('browser tests: playwright test', 'npx', ['playwright', 'test']));

const failed = results.filter((result) => result.status !== 0);
if (failed.length === 0) {
  console.log('\n✔ every step of npm test passed');
  process.exit(0);
}
console.log('\n✖ npm test failed:');
for (const { label, status } of failed) console.log(`  - ${label} (exit ${status})`);
const vitest = failed.find(({ label }) => label.includes('vitest'));
if (vitest) for (const line of vitestFailures(vitest.output)) console.log(`    ${line}`);
process.exit(failed[0].status);
