import { describe, expect, it } from 'vitest';

import { MAX_PHOTO_SIDE, type ShrinkTools, shrinkPhoto, shrunkSize } from './shrink-photo.ts';

/**
 * Tools that pretend to decode a picture of `width` × `height` and encode `encodedBytes`; a
 * browser that cannot write WebP (`webp: false`) hands back a PNG for it, as canvas.toBlob does.
 */
function fakeTools(width: number, height: number, encodedBytes = 300_000, webp = true) {
  const calls: Array<{ width: number; height: number; type: string; quality: number }> = [];
  let closed = 0;
  const tools: ShrinkTools = {
    decode: async () => ({ width, height, image: {} as CanvasImageSource, close: () => closed++ }),
    encode: async (_image, w, h, type, quality) => {
      calls.push({ width: w, height: h, type, quality });
      const written = type === 'image/webp' && !webp ? 'image/png' : type;
      return new Blob([new Uint8Array(encodedBytes)], { type: written });
    },
  };
  return { tools, calls, closed: () => closed };
}

const photo = (bytes: number, name = 'IMG_2024.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('shrunkSize', () => {
  it('brings the longer side to 1600 px and keeps the proportions', () => {
    expect(shrunkSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(shrunkSize(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(shrunkSize(1200, 800)).toEqual({ width: 1200, height: 800 });
  });
});

describe('shrinkPhoto', () => {
  it('sends a 4000 × 3000 camera photo as a 1600 px WebP', async () => {
    const fake = fakeTools(4000, 3000);
    const sent = await shrinkPhoto(photo(2_000_000), fake.tools);
    expect(sent.size).toBe(300_000);
    expect(sent.type).toBe('image/webp');
    expect(sent.name).toBe('IMG_2024.webp');
    expect(fake.calls).toEqual([
      { width: MAX_PHOTO_SIDE, height: 1200, type: 'image/webp', quality: 0.8 },
    ]);
    expect(fake.closed()).toBe(1);
  });

  it('writes a JPEG where the browser cannot write WebP (Safari), never its PNG', async () => {
    const fake = fakeTools(4000, 3000, 300_000, false);
    const sent = await shrinkPhoto(photo(2_000_000), fake.tools);
    expect(sent.type).toBe('image/jpeg');
    expect(sent.name).toBe('IMG_2024.jpg');
    expect(fake.calls.map((call) => [call.type, call.quality])).toEqual([
      ['image/webp', 0.8],
      ['image/jpeg', 0.85],
    ]);
  });

  it('names a PNG that was shrunk after what it became', async () => {
    const sent = await shrinkPhoto(
      photo(3_000_000, 'scan.png', 'image/png'),
      fakeTools(3000, 2000).tools,
    );
    expect(sent.name).toBe('scan.webp');
  });

  it('sends the chosen file when the browser cannot decode it (HEIC), unchanged', async () => {
    const heic = photo(1_500_000, 'IMG_1.HEIC', 'image/heic');
    const tools: ShrinkTools = {
      decode: () => Promise.reject(new DOMException('The source image could not be decoded.')),
      encode: () => Promise.reject(new Error('not reached')),
    };
    expect(await shrinkPhoto(heic, tools)).toBe(heic);
  });

  it('leaves a small photo, a GIF, an empty file and a non-image alone', async () => {
    const small = photo(200_000);
    expect(await shrinkPhoto(small, fakeTools(1200, 900).tools)).toBe(small);
    const gif = photo(2_000_000, 'a.gif', 'image/gif');
    expect(await shrinkPhoto(gif, fakeTools(4000, 3000).tools)).toBe(gif);
    const empty = photo(0);
    expect(await shrinkPhoto(empty, fakeTools(4000, 3000).tools)).toBe(empty);
    const pdf = photo(2_000_000, 'cv.pdf', 'application/pdf');
    expect(await shrinkPhoto(pdf, fakeTools(4000, 3000).tools)).toBe(pdf);
  });

  it('sends a picture over 60 megapixels as chosen, so the server gives its own answer', async () => {
    const huge = photo(9_000_000);
    const fake = fakeTools(10_000, 7_000);
    expect(await shrinkPhoto(huge, fake.tools)).toBe(huge);
    expect(fake.calls).toHaveLength(0);
    expect(fake.closed()).toBe(1);
  });

  it('keeps the original when the shrunk photo would not be smaller or encoding fails', async () => {
    const chosen = photo(500_000);
    expect(await shrinkPhoto(chosen, fakeTools(2000, 1500, 600_000).tools)).toBe(chosen);
    const failing: ShrinkTools = {
      ...fakeTools(4000, 3000).tools,
      encode: async () => null,
    };
    expect(await shrinkPhoto(chosen, failing)).toBe(chosen);
  });
});
