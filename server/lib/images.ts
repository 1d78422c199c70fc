import sharp from 'sharp';

/**
 * Every uploaded image is re-encoded (which drops EXIF, GPS and any payload hidden in the file)
 * into WebP at a few widths. Names follow `{id}-{width}.webp`, so the web builds `srcset` from the
 * stored URL alone (common/images.ts).
 */

export const IMAGE_WIDTHS = [400, 800, 1600] as const;
export const STORED_IMAGE_WIDTH = 800;
const MAX_INPUT_PIXELS = 60_000_000;

export interface ImageVariant {
  width: number;
  data: Buffer;
}

export class InvalidImageError extends Error {}

export async function toWebpVariants(
  input: Buffer | string,
): Promise<{ variants: ImageVariant[]; width: number; height: number }> {
  let meta;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new InvalidImageError('unreadable image');
  }
  const variants = await Promise.all(
    IMAGE_WIDTHS.map(async (width) => ({
      width,
      data: await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78, effort: 4 })
        .toBuffer(),
    })),
  );
  const rotated = (meta.orientation ?? 1) >= 5;
  return {
    variants,
    width: (rotated ? meta.height : meta.width) ?? 0,
    height: (rotated ? meta.width : meta.height) ?? 0,
  };
}
