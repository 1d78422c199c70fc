import { readdirSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { COMMON_PASSWORDS_FILE } from '../server/lib/common-passwords.ts';
import { ROOT } from './build-state.js';
import { SERVER_DATA_FILES } from './build.ts';

/** Every data file under server/ (what the code reads with fs rather than imports), but test fixtures. */
function serverDataFiles() {
  return readdirSync(path.join(ROOT, 'server'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(txt|csv|json)$/.test(file))
    .map((file) => path.posix.join('server', file.split(path.sep).join('/')))
    .filter((file) => !file.startsWith('server/test/'))
    .sort();
}

describe('the compiled server build', () => {
  it('ships every data file the server reads, beside the compiled server', () => {
    expect([...SERVER_DATA_FILES].sort()).toEqual(serverDataFiles());
    expect(SERVER_DATA_FILES).toContain(path.relative(ROOT, COMMON_PASSWORDS_FILE));
  });

  it('copies them under distinct names (they all land in one folder)', () => {
    const names = SERVER_DATA_FILES.map((file) => path.basename(file));
    expect(new Set(names).size).toBe(names.length);
  });
});
