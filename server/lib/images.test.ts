import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { DAMAGED_IMAGES, pngWithDeclaredSize } from '../test/damaged-images.ts';
import { InvalidImageError, toWebpVariants } from './images.ts';

describe('toWebpVariants', () => {
  it('re-encodes a good image into three WebP widths', async () => {
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#123' },
    })
      .png()
      .toBuffer();
    const result = await toWebpVariants(png);
    expect(result).toMatchObject({ width: 900, height: 600 });
    expect(result.variants.map((v) => v.width)).toEqual([400, 800, 1600]);
  });

  it.each(DAMAGED_IMAGES)('throws InvalidImageError for $name', async (image) => {
    await expect(toWebpVariants(await image.bytes())).rejects.toBeInstanceOf(InvalidImageError);
  });

  it('names a pixel bomb as too many pixels before decoding it', async () => {
    await expect(toWebpVariants(pngWithDeclaredSize(20_000, 20_000))).rejects.toMatchObject({
      reason: 'too-many-pixels',
    });
    await expect(toWebpVariants(pngWithDeclaredSize(100_000, 1_000))).rejects.toMatchObject({
      reason: 'too-many-pixels',
    });
  });
});
