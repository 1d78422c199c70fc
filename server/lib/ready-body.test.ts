import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { acceptsEncoding, makeReadyBody, matchesEtag } from './ready-body.ts';

describe('makeReadyBody', () => {
  it('makes brotli and gzip variants of the same bytes, each with its own ETag and length', async () => {
    const html = `<!doctype html>${'<p>Jasa keamanan, kebersihan dan parkir.</p>'.repeat(100)}`;
    const ready = await makeReadyBody(html, { headers: { 'content-type': 'text/html' } });
    const { identity, br, gzip } = ready.variants;
    expect(brotliDecompressSync(br!.body).toString()).toBe(html);
    expect(gunzipSync(gzip!.body).toString()).toBe(html);
    expect(br!.headers['content-length']).toBe(String(br!.body.length));
    expect(new Set([identity!.etag, br!.etag, gzip!.etag]).size).toBe(3);
    expect(ready.headers.vary).toBe('accept-encoding');
    expect(ready.size).toBe(identity!.body.length + br!.body.length + gzip!.body.length);
  });

  it('sends a small answer as it is', async () => {
    const ready = await makeReadyBody('User-agent: *\n', { headers: {} });
    expect(Object.keys(ready.variants)).toEqual(['identity']);
  });
});

describe('acceptsEncoding', () => {
  it.each([
    ['br, gzip', 'br', true],
    ['gzip, deflate', 'br', false],
    ['br;q=0, gzip', 'br', false],
    ['BR;q=0.5', 'br', true],
    ['identity', 'gzip', false],
  ])('%s accepts %s: %s', (header, encoding, expected) => {
    expect(acceptsEncoding(header, encoding)).toBe(expected);
  });
});

describe('matchesEtag', () => {
  it.each([
    ['"abc-br"', true],
    ['W/"abc-br"', true],
    ['"x", "abc-br"', true],
    ['*', true],
    ['"abc"', false],
    [undefined, false],
  ])('If-None-Match %s matches "abc-br": %s', (header, expected) => {
    expect(matchesEtag(header, '"abc-br"')).toBe(expected);
  });
});
