// @ts-check
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether a build folder is fresh. Plain JavaScript because `npm start` reads it before anything
 * is compiled and without tsx (docs/decisions/019-compiled-server-and-lock-file.md).
 */
export const ROOT = path.resolve(import.meta.dirname, '..');

/** What the build is made of; tests beside the code are left out (they are not in it). */
const SOURCES = [
  'web',
  'common',
  'server',
  'vite.config.ts',
  'vite.public.config.ts',
  'package-lock.json',
  'tooling',
];
const IGNORED = /\.test\.tsx?$/;

/** @param {string} target a path relative to ROOT */
function newestMtime(target) {
  const full = path.join(ROOT, target);
  if (!existsSync(full)) return 0;
  const info = statSync(full);
  if (!info.isDirectory()) return IGNORED.test(target) ? 0 : info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(full))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * The compiled server, written last by tooling/build.ts: its age is the build's age.
 * @param {string} distDir
 */
export function serverEntry(distDir) {
  return path.join(distDir, 'app/main.js');
}

/**
 * True when `distDir` has no complete build or a source is newer than it.
 * @param {string} distDir
 */
export function isBuildStale(distDir) {
  const marker = serverEntry(distDir);
  const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  return Math.max(...SOURCES.map(newestMtime)) > built;
}
