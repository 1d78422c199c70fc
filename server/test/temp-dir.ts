import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll } from 'vitest';

/**
 * A fresh temporary folder for the enclosing describe block, made before its tests and removed
 * after them. Returns a getter for its path, to call inside tests.
 */
export function useTempDir(prefix: string) {
  let dir: string | undefined;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), prefix));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!dir) throw new Error('the folder is made in beforeAll; call this inside a test');
    return dir;
  };
}
