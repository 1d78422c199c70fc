import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { IMMUTABLE_CACHE_CONTROL, hashedAssets } from './hashed-assets.ts';

const SCRIPT = `export const salam = 'Selamat datang';\n${'console.log(salam);\n'.repeat(200)}`;

describe('hashedAssets', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'sigap-assets-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps a file with the build's own .br and .gz, read once", async () => {
    const file = path.join(dir, 'app-AbC123.js');
    writeFileSync(file, SCRIPT);
    writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${file}.gz`, gzipSync(SCRIPT));
    const assets = hashedAssets(dir);
    const ready = await assets.get('app-AbC123.js')!;
    expect(ready.headers).toMatchObject({
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': IMMUTABLE_CACHE_CONTROL,
      vary: 'accept-encoding',
    });
    expect(ready.variants.identity!.body.toString()).toBe(SCRIPT);
    expect(brotliDecompressSync(ready.variants.br!.body).toString()).toBe(SCRIPT);
    expect(gunzipSync(ready.variants.gzip!.body).toString()).toBe(SCRIPT);
    // Later requests are lookups: the files may go, the answer stays.
    for (const name of [file, `${file}.br`, `${file}.gz`]) unlinkSync(name);
    expect(assets.get('app-AbC123.js')).toBe(ready);
  });

  it('compresses once a text file the build left without variants; a font stays as it is', async () => {
    writeFileSync(path.join(dir, 'gaya-X1.css'), `body{margin:0}\n`.repeat(200));
    writeFileSync(path.join(dir, 'huruf-Y2.woff2'), Buffer.alloc(4096, 7));
    const assets = hashedAssets(dir);
    const css = await assets.get('gaya-X1.css')!;
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(Object.keys(css.variants).sort()).toEqual(['br', 'gzip', 'identity']);
    const font = await assets.get('huruf-Y2.woff2')!;
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(Object.keys(font.variants)).toEqual(['identity']);
  });

  it('knows only the names the build wrote when the server started', async () => {
    writeFileSync(path.join(dir, 'app-AbC123.js'), SCRIPT);
    const assets = hashedAssets(dir);
    writeFileSync(path.join(dir, 'baru-Z9.js'), SCRIPT);
    for (const name of ['baru-Z9.js', 'tidak-ada.js', '../app-AbC123.js', 'app-AbC123.js.br', ''])
      expect(assets.get(name), name).toBeUndefined();
  });
});
