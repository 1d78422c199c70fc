/**
 * Shrinks a phone camera photo in the browser before it is sent (docs/decisions/041): at most
 * 1600 px on its longer side, WebP (JPEG where the browser cannot write WebP, as Safari) at a
 * quality that keeps a face and a printed document legible. A 4000 × 3000 camera photo of about
 * 2 MB leaves as about 100 KB (JPEG: about 220 KB), which on mobile data is the difference
 * between seconds and half a minute. The server still decodes and re-encodes every
 * image and keeps its own limits, so this only saves bytes: whenever it cannot help, the chosen
 * file goes out unchanged and the server's answer stands (a HEIC the browser cannot decode, a
 * damaged file, a picture too large to decode safely, one already small).
 */

/** The longer side the server keeps at most as well (server/lib/images.ts). */
export const MAX_PHOTO_SIDE = 1600;
/**
 * The formats tried in turn, with their quality: text on an ID card or a certificate stays
 * readable at 1600 px with either. WebP is about half the bytes of JPEG for the same picture; a
 * browser that cannot write it hands back a PNG instead, so the next format is tried.
 */
export const PHOTO_FORMATS = [
  { type: 'image/webp', extension: 'webp', quality: 0.8 },
  { type: 'image/jpeg', extension: 'jpg', quality: 0.85 },
] as const;
/** The server refuses more pixels than this (server/lib/images.ts): such a file is sent as chosen. */
const MAX_DECODE_PIXELS = 60_000_000;
/** Below this a photo is sent as chosen unless it is larger than MAX_PHOTO_SIDE. */
const SMALL_ENOUGH_BYTES = 400 * 1024;
/** Animated or lossless kinds keep what JPEG would lose. */
const KEPT_AS_CHOSEN = new Set(['image/gif', 'image/svg+xml']);

export interface ShrinkTools {
  decode(
    file: Blob,
  ): Promise<{ width: number; height: number; image: CanvasImageSource; close(): void }>;
  encode(
    image: CanvasImageSource,
    width: number,
    height: number,
    type: string,
    quality: number,
  ): Promise<Blob | null>;
}

/** The browser's own decoder, EXIF orientation applied (on the page and in a worker). */
export const decodeBitmap: ShrinkTools['decode'] = async (file) => {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  return { width: bitmap.width, height: bitmap.height, image: bitmap, close: () => bitmap.close() };
};

/** The browser's own decoder and a canvas. */
const browserTools: ShrinkTools = {
  decode: decodeBitmap,
  encode(image, width, height, type, quality) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return Promise.resolve(null);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, width, height);
    return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
  },
};

/** The size a photo of `width` × `height` is drawn at: the longer side at most MAX_PHOTO_SIDE. */
export function shrunkSize(width: number, height: number) {
  const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** `file` made smaller for sending, or `file` itself when shrinking cannot or need not help. */
export async function shrinkPhoto(file: File, tools: ShrinkTools = browserTools): Promise<File> {
  if (!file.type.startsWith('image/') || KEPT_AS_CHOSEN.has(file.type) || file.size === 0)
    return file;
  let decoded;
  try {
    decoded = await tools.decode(file);
  } catch {
    return file; // HEIC on a browser without it, a damaged file: the server answers
  }
  try {
    const { width, height } = decoded;
    if (width * height > MAX_DECODE_PIXELS) return file; // the server's 'too many pixels' answer
    if (Math.max(width, height) <= MAX_PHOTO_SIDE && file.size <= SMALL_ENOUGH_BYTES) return file;
    const size = shrunkSize(width, height);
    for (const format of PHOTO_FORMATS) {
      const blob = await tools.encode(
        decoded.image,
        size.width,
        size.height,
        format.type,
        format.quality,
      );
      if (blob?.type !== format.type) continue; // the browser cannot write this format
      if (blob.size === 0 || blob.size >= file.size) return file;
      const name = `${file.name.replace(/\.[^.]*$/, '') || 'foto'}.${format.extension}`;
      return new File([blob], name, { type: format.type, lastModified: file.lastModified });
    }
    return file;
  } catch {
    return file;
  } finally {
    decoded.close();
  }
}
