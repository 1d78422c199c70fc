// @ts-check
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { ROOT, isBuildStale, serverEntry } from '../tooling/build-state.js';

/**
 * npm start: runs the compiled server (dist/app/main.js) in this process. When no fresh build
 * exists it builds first, in a child process that may use tsx; the server itself never does.
 */
const distDir = path.join(ROOT, 'dist');
if (isBuildStale(distDir)) {
  console.log('Building the app (first start or sources changed)...');
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'tooling/build.ts'), distDir],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.setSourceMapsEnabled(true);
const { main } = await import(pathToFileURL(serverEntry(distDir)).href);
await main();
