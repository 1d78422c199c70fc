import { spawnSync } from 'node:child_process';

/** npm run bench: every benchmark under bench/, one after the other (each prints its own table). */
const BENCHES = [
  'bench:api',
  'bench:inbox',
  'bench:applicants',
  'bench:upload-memory',
  'bench:bundle',
  'bench:lighthouse',
  'bench:proposal-pdf',
];

let failed = 0;
for (const name of BENCHES) {
  console.log(`\n=== npm run ${name}`);
  const result = spawnSync('npm', ['run', '--silent', name], {
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
