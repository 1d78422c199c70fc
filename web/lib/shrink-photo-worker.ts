/**
 * Shrinks photos away from the page's thread (docs/decisions/041): decoding and drawing a
 * 12-megapixel camera photo takes about a second on a cheap phone, and on the page's thread it
 * froze the form while the applicant typed. Same rules as on the page (./shrink-photo.ts), with
 * an OffscreenCanvas. Answers `{ id, file }`: the shrunk photo, or the chosen one unchanged.
 */
import { type ShrinkTools, decodeBitmap, shrinkPhoto } from './shrink-photo.ts';

const offscreenTools: ShrinkTools = {
  decode: decodeBitmap,
  async encode(image, width, height, type, quality) {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, width, height);
    // A browser that cannot write `type` hands back a PNG, as canvas.toBlob does.
    return canvas.convertToBlob({ type, quality });
  },
};

// Typed with the page's lib: the worker's own lib would retype globals for the whole program.
const scope = self as unknown as {
  onmessage: (event: MessageEvent<{ id: number; file: File }>) => void;
  postMessage(message: { id: number; file: File }): void;
};
scope.onmessage = async ({ data }) => {
  // Every photo gets an answer: the page waits for it before sending, and a rejection inside a
  // worker reaches no 'error' event there.
  let file = data.file;
  try {
    file = await shrinkPhoto(data.file, offscreenTools);
  } finally {
    scope.postMessage({ id: data.id, file });
  }
};
