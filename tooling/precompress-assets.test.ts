import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterEach, describe, expect, it } from 'vitest';

import { precompressAssets } from './precompress-assets.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('precompressAssets', () => {
  it('writes brotli and gzip variants that decompress to the same bytes', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sigap-assets-'));
    dirs.push(dir);
    const script = 'export const halo = "Selamat datang";\n'.repeat(200);
    writeFileSync(path.join(dir, 'entry-abc123.js'), script);
    writeFileSync(path.join(dir, 'font-abc123.woff2'), Buffer.alloc(2048, 7));

    expect(precompressAssets(dir)).toBe(1);
    const file = path.join(dir, 'entry-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(script.length / 10);
    // Fonts are compressed already: left alone.
    expect(existsSync(path.join(dir, 'font-abc123.woff2.br'))).toBe(false);
  });
});
