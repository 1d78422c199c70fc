import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { codeForField, codeForStatus, ERROR_CODES } from '#common/error-codes';

import { PROJECT_ROOT } from '../lib/project-root.ts';

/** The codes the "Errors" section of docs/api.md lists in its tables (first column, in backticks). */
function documentedCodes() {
  const api = readFileSync(path.join(PROJECT_ROOT, 'docs/api.md'), 'utf8');
  const section = api.split(/^## Errors$/m)[1]!.split(/^## /m)[0]!;
  return [...section.matchAll(/^\| `([a-z_]+)` +\|/gm)].map((match) => match[1]);
}

describe('error codes', () => {
  it('docs/api.md lists exactly the codes of common/error-codes.ts', () => {
    expect(documentedCodes().sort()).toEqual(Object.keys(ERROR_CODES).sort());
  });

  it('are lower case words joined by underscores, each with its meaning', () => {
    for (const [code, meaning] of Object.entries(ERROR_CODES)) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(meaning.length).toBeGreaterThan(10);
    }
  });

  it('a status without a specific code answers its own, a refused field its own', () => {
    expect(codeForStatus(409)).toBe('conflict');
    expect(codeForStatus(502)).toBe('internal');
    expect(codeForField('nik')).toBe('nik_invalid');
    expect(codeForField('persetujuan')).toBe('consent_required');
    expect(codeForField('nama')).toBe('invalid_input');
    expect(codeForField(undefined)).toBe('invalid_input');
  });
});
