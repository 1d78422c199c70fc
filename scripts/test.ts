import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

/**
 * npm test: the static checks (types, lint with the feature boundaries, formatting, unused files,
 * exports and dependencies with knip, citations that resolve inside the repository), the unit and
 * API tests (Vitest), then the browser tests (Playwright on the system Chromium) unless
 * SKIP_BROWSER_TESTS=1. Every step runs, so one run shows every kind of failure; the exit code is
 * non-zero when any failed. The last lines name what failed (each step, and each Vitest test),
 * because a CI log is often read from its end, after the browser tests' long list.
 */
const VITEST_RESULTS = '.tmp/vitest-results.json';

const run = (label: string, command: string, args: string[]) => {
  console.log(`\n▶ ${label}`);
  const status = spawnSync(command, args, { stdio: 'inherit', env: process.env }).status ?? 1;
  if (status !== 0) console.log(`✖ ${label} failed (exit ${status})`);
  return { label, status };
};

/** The names of the Vitest tests that failed, from its JSON report. */
function failedVitestTests() {
  if (!existsSync(VITEST_RESULTS)) return [];
  type Report = {
    testResults: Array<{
      name: string;
      status: string;
      message?: string;
      assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }>;
    }>;
  };
  const report = JSON.parse(readFileSync(VITEST_RESULTS, 'utf8')) as Report;
  return report.testResults.flatMap((file) => {
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    const where = file.name.replace(`${process.cwd()}/`, '');
    const firstLine = (text = '') => text.split('\n')[0];
    if (failed.length === 0 && file.status === 'failed')
      return [`${where}: ${firstLine(file.message)}`];
    return failed.map(
      (test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`,
    );
  });
}

mkdirSync('.tmp', { recursive: true });
rmSync(VITEST_RESULTS, { force: true });
const results = [
  run('typecheck: tsc --noEmit', 'npx', ['tsc', '--noEmit']),
  run('lint: eslint .', 'npx', ['eslint', '.']),
  run('format: prettier --check .', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']),
  run('unused code and dependencies: knip', 'npx', ['knip']),
  run('citations resolve: check-references', 'npx', ['tsx', 'scripts/check-references.ts']),
  run('unit and API tests: vitest run', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${VITEST_RESULTS}`,
  ]),
];
if (process.env.SKIP_BROWSER_TESTS === '1')
  console.log('SKIP_BROWSER_TESTS=1: browser tests skipped.');
else results.push(run('browser tests: playwright test', 'npx', ['playwright', 'test']));

const failed = results.filter((result) => result.status !== 0);
if (failed.length === 0) {
  console.log('\n✔ every step of npm test passed');
  process.exit(0);
}
console.log('\n✖ npm test failed:');
for (const { label, status } of failed) console.log(`  - ${label} (exit ${status})`);
for (const test of failedVitestTests()) console.log(`    ✖ ${test}`);
if (failed.some(({ label }) => label.includes('vitest')))
  console.log(
    "    (an error outside any test fails Vitest too: search the log for 'Unhandled Errors')",
  );
process.exit(failed[0].status);
