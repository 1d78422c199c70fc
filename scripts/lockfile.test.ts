import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../package-lock.json'), 'utf8'),
) as { packages: Record<string, LockEntry> };

/** Where Node (and npm) would find `name` from the package at `from`: the nearest node_modules. */
function resolveEntry(from: string, name: string) {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return lock.packages[candidate];
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

// docs/decisions/019: `npm ci` refuses a lock that lacks another platform's optional package
// ("Missing: @tailwindcss/oxide-android-arm64@ from lock file"); say which one here, sooner.
describe('package-lock.json', () => {
  it('lists every optional dependency of every locked package, for every platform', () => {
    const missing: string[] = [];
    for (const [at, entry] of Object.entries(lock.packages))
      for (const name of Object.keys(entry.optionalDependencies ?? {}))
        if (!resolveEntry(at, name)) missing.push(`${name} (wanted by ${at || 'the project'})`);
    expect(missing).toEqual([]);
  });
});
