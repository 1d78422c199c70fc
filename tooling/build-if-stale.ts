import path from 'node:path';

import { ROOT, isBuildStale } from './build-state.js';
import { build } from './build.ts';

/**
 * Builds into `distDir` (default dist/, as `npm run build`) when no fresh build exists there
 * (README.md: `npm start` builds when needed). Answers whether it built.
 */
export function buildIfStale(distDir = path.join(ROOT, 'dist')) {
  if (!isBuildStale(distDir)) return false;
  console.log('Building the app (first start or sources changed)...');
  build(distDir);
  return true;
}
