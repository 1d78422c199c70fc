import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { PROJECT_ROOT, findProjectRoot } from './project-root.ts';

describe('findProjectRoot', () => {
  it('finds the nearest folder with package.json from a nested build folder', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'sigap-root-'));
    writeFileSync(path.join(root, 'package.json'), '{}');
    const nested = path.join(root, '.tmp/dist-1/app');
    mkdirSync(nested, { recursive: true });
    expect(findProjectRoot(nested)).toBe(root);
  });

  it('resolves this checkout from the source tree', () => {
    expect(PROJECT_ROOT).toBe(path.resolve(import.meta.dirname, '../..'));
  });
});
