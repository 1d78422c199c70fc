import { existsSync } from 'node:fs';
import path from 'node:path';

/** The nearest folder at or above `from` that holds package.json. */
export function findProjectRoot(from: string): string {
  let folder = path.resolve(from);
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`no package.json at or above ${from}`);
    folder = parent;
  }
  return folder;
}

/**
 * The checkout's root. Found by walking up rather than by a fixed `../..`, because the same code
 * runs from source (server/lib) and from the compiled bundle (dist/app, or a test's own build
 * folder): docs/decisions/019-compiled-server-and-lock-file.md.
 */
export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
