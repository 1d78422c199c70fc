import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

import { buildSync } from 'esbuild';

import { ROOT, serverEntry } from './build-state.js';
import { precompressAssets } from './precompress-assets.ts';

/**
 * Data files the server reads beside its own module (`import.meta.dirname`): copied next to the
 * compiled server, which then finds them where the sources did (docs/decisions/037).
 */
export const SERVER_DATA_FILES = ['server/lib/common-passwords.txt'];

/**
 * `npm run build`: the web app (browser bundle and server renderer, with Vite) and the server
 * itself, compiled into one ES module with esbuild so that `npm start` runs JavaScript, not
 * TypeScript through tsx (docs/decisions/019-compiled-server-and-lock-file.md), with brotli and gzip
 * variants beside every hashed browser file. npm packages stay
 * outside the bundle and load from node_modules. The server is written last: its file's age is
 * the build's age (tooling/build-state.js).
 */
export function build(distDir = path.join(ROOT, 'dist')) {
  const vite = path.join(ROOT, 'node_modules/.bin/vite');
  const viteBuild = (args: string[]) =>
    execFileSync(vite, ['build', '--logLevel', 'warn', ...args], {
      cwd: ROOT,
      stdio: 'inherit',
      // A build started from a test run (NODE_ENV=test) would otherwise compile React's
      // development JSX, which the production server cannot run (jsxDEV is not a function).
      env: { ...process.env, NODE_ENV: 'production' },
    });
  viteBuild(['--outDir', path.join(distDir, 'client')]);
  // The public pages' islands (Preact), next to the SPA's files (docs/decisions/027).
  viteBuild(['-c', 'vite.public.config.ts', '--outDir', path.join(distDir, 'client')]);
  // Hashed files never change: compressed once here, sent as they are (docs/decisions/030).
  precompressAssets(path.join(distDir, 'client/assets'));
  viteBuild(['--ssr', 'web/entry.server.tsx', '--outDir', path.join(distDir, 'server')]);
  const serverDir = path.dirname(serverEntry(distDir));
  mkdirSync(serverDir, { recursive: true });
  for (const file of SERVER_DATA_FILES)
    copyFileSync(path.join(ROOT, file), path.join(serverDir, path.basename(file)));
  buildSync({
    absWorkingDir: ROOT,
    entryPoints: ['server/main.ts'],
    outfile: serverEntry(distDir),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
}
