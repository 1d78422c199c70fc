import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';

import { woffToSfnt } from './woff-to-sfnt.ts';

const woff = readFileSync(
  createRequire(import.meta.url).resolve(
    '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  ),
);

describe('woffToSfnt', () => {
  it('unpacks a WOFF font into the TrueType font it wraps, glyph for glyph', () => {
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    const doc = new PDFDocument();
    doc.registerFont('woff', woff).registerFont('sfnt', sfnt);
    const text = 'Penawaran Rp 37.779.630 — terbilang: tiga puluh tujuh juta';
    const width = (font: string) => doc.font(font).fontSize(10).widthOfString(text);
    expect(width('sfnt')).toBeGreaterThan(100);
    expect(width('sfnt')).toBe(width('woff'));
  });

  it('refuses what is not a WOFF font', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, just text'))).toThrow('WOFF');
  });
});
