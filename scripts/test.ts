import { spawnSync } from 'node:child_process';

/**
 * npm test: the static checks (types, lint with the feature boundaries, formatting, unused files,
 * exports and dependencies with knip, citations that resolve inside the repository), the unit and API tests (Vitest), then the browser tests
 * (Playwright on the system Chromium) unless SKIP_BROWSER_TESTS=1. Every step runs, so one run shows every kind of failure; the exit code is
 * non-zero when any failed.
 */
const run = (label: string, command: string, args: string[]) => {
  console.log(`\n▶ ${label}`);
  const status = spawnSync(command, args, { stdio: 'inherit', env: process.env }).status ?? 1;
  if (status !== 0) console.log(`✖ ${label} failed (exit ${status})`);
  return status;
};

const results = [
  run('typecheck: tsc --noEmit', 'npx', ['tsc', '--noEmit']),
  run('lint: eslint .', 'npx', ['eslint', '.']),
  run('format: prettier --check .', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']),
  run('unused code and dependencies: knip', 'npx', ['knip']),
  run('citations resolve: check-references', 'npx', ['tsx', 'scripts/check-references.ts']),
  run('unit and API tests: vitest run', 'npx', ['vitest', 'run']),
];
if (process.env.SKIP_BROWSER_TESTS === '1')
  console.log('SKIP_BROWSER_TESTS=1: browser tests skipped.');
else results.push(run('browser tests: playwright test', 'npx', ['playwright', 'test']));
process.exit(results.find((status) => status !== 0) ?? 0);
