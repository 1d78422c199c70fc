import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm start` builds the web app when no fresh build exists (CONTRACT): the build is stale when
 * any source the bundle is made of is newer than the server entry the build wrote last.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD_MARKER = path.join(ROOT, 'dist/server/entry.server.js');
const SOURCES = ['web', 'common', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  const full = path.join(ROOT, target);
  if (!existsSync(full)) return 0;
  const info = statSync(full);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildIfStale() {
  const built = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0;
  const newest = Math.max(...SOURCES.map(newestMtime));
  if (built >= newest) return false;
  console.log('Building the web app (first start or sources changed)...');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  return true;
}
