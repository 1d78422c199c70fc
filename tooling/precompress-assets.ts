import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** Text files worth compressing; fonts (woff2) and images already are. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html)$/;

/**
 * Writes `name.br` (brotli 11) and `name.gz` (gzip 9) beside every compressible file in `dir`,
 * once per build, so the server sends them as they are (@fastify/static `preCompressed`)
 * instead of compressing the same bytes on every request (docs/decisions/030). A variant that
 * would not be smaller is not written. Answers how many files got variants.
 */
export function precompressAssets(dir: string) {
  let count = 0;
  for (const name of readdirSync(dir)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = path.join(dir, name);
    const bytes = readFileSync(file);
    const br = brotliCompressSync(bytes, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gz = gzipSync(bytes, { level: 9 });
    if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
    if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
    if (br.length < bytes.length || gz.length < bytes.length) count += 1;
  }
  return count;
}
