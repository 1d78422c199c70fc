import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm start` builds the web app when no fresh build exists (CONTRACT): the build is stale when
 * any source the bundle is made of is newer than the server entry the build wrote last.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCES = ['web', 'common', 'vite.config.ts', 'vite.public.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  const full = path.join(ROOT, target);
  if (!existsSync(full)) return 0;
  const info = statSync(full);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(full))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Builds into `distDir` (default dist/, as `npm run build`) when sources are newer than it. */
export function buildIfStale(distDir = path.join(ROOT, 'dist')) {
  const BUILD_MARKER = path.join(distDir, 'server/entry.server.js');
  const built = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0;
  const newest = Math.max(...SOURCES.map(newestMtime));
  if (built >= newest) return false;
  console.log('Building the web app (first start or sources changed)...');
  const vite = path.join(ROOT, 'node_modules/.bin/vite');
  execFileSync(vite, ['build', '--logLevel', 'warn', '--outDir', path.join(distDir, 'client')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  // The public pages' islands (Preact), next to the SPA's files (docs/decisions/027).
  execFileSync(
    vite,
    [
      'build',
      '-c',
      'vite.public.config.ts',
      '--logLevel',
      'warn',
      '--outDir',
      path.join(distDir, 'client'),
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  execFileSync(
    vite,
    [
      'build',
      '--logLevel',
      'warn',
      '--ssr',
      'web/entry.server.tsx',
      '--outDir',
      path.join(distDir, 'server'),
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  return true;
}
