import sharp from 'sharp';

/**
 * Every uploaded image is re-encoded (which drops EXIF, GPS and any payload hidden in the file)
 * into WebP at a few widths. Names follow `{id}-{width}.webp`, so the web builds `srcset` from the
 * stored URL alone (common/images.ts).
 */

export const IMAGE_WIDTHS = [400, 800, 1600] as const;
export const STORED_IMAGE_WIDTH = 800;
/** 60 megapixels: a 12000x5000 panorama passes, a 20000x20000 "pixel bomb" header does not. */
export const MAX_INPUT_PIXELS = 60_000_000;

export interface ImageVariant {
  width: number;
  data: Buffer;
}

/**
 * The file cannot be used as an image: `damaged` when its data is broken or cut short,
 * `too-many-pixels` when its declared size would take too much memory to decode.
 */
export class InvalidImageError extends Error {
  constructor(readonly reason: 'damaged' | 'too-many-pixels') {
    super(reason === 'damaged' ? 'damaged or unreadable image' : 'image has too many pixels');
    this.name = 'InvalidImageError';
  }
}

/** sharp fails here only on what it decodes, so every failure is the upload's fault. */
function invalidImage(error: unknown) {
  return new InvalidImageError(
    /pixel limit/i.test(String((error as Error)?.message)) ? 'too-many-pixels' : 'damaged',
  );
}

/**
 * Decodes and re-encodes an image. Throws InvalidImageError for anything wrong with the input
 * (sharp reports a truncated PNG only once it decodes the pixels, so every step is guarded).
 */
export function toWebpVariants(
  input: Buffer | string,
  widths: readonly number[] = IMAGE_WIDTHS,
): Promise<{ variants: ImageVariant[]; width: number; height: number }> {
  return imageWork(() => encodeVariants(input, widths));
}

/**
 * Decoding is the costly part of an upload (up to 60 megapixels, in libvips threads): at most
 * IMAGE_WORK_SLOTS images are decoded at once in this process and the rest wait their turn, so a
 * burst of uploads queues instead of filling memory (docs/decisions/032).
 */
export const IMAGE_WORK_SLOTS = 2;
let running = 0;
const waiting: (() => void)[] = [];

export async function imageWork<T>(work: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_WORK_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Work in flight and queued (tests). */
export const imageWorkLoad = () => ({ running, waiting: waiting.length });

async function encodeVariants(
  input: Buffer | string,
  widths: readonly number[],
): Promise<{ variants: ImageVariant[]; width: number; height: number }> {
  let meta;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw invalidImage(error);
  }
  // metadata() reads only the header; refuse a huge declared size before decoding anything.
  if (!meta.width || !meta.height) throw new InvalidImageError('damaged');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new InvalidImageError('too-many-pixels');
  let variants: ImageVariant[];
  try {
    variants = await Promise.all(
      widths.map(async (width) => ({
        width,
        data: await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78, effort: 4 })
          .toBuffer(),
      })),
    );
  } catch (error) {
    throw invalidImage(error);
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  return {
    variants,
    width: (rotated ? meta.height : meta.width) ?? 0,
    height: (rotated ? meta.width : meta.height) ?? 0,
  };
}
