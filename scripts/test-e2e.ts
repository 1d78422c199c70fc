import { spawnSync } from 'node:child_process';

/** npm run test:e2e [-- playwright args]: browser tests only. */
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
