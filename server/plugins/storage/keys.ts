import { createHmac, timingSafeEqual } from 'node:crypto';

import { IMAGE_WIDTHS } from '../../lib/images.ts';

/**
 * How stored files are named (docs/decisions/005 and 013). The database keeps public images as
 * their `/uploads/images/{id}-{width}.webp` URL and private files as `photos/{id}.webp` or
 * `documents/{id}.{ext}`; in the object store they sit under `public/` and `private/`.
 */

export const PUBLIC_URL_PREFIX = '/uploads/';
export const PUBLIC_IMAGE_NAME = /^([A-Za-z0-9_-]{16,64})-(\d+)\.webp$/;
export const PRIVATE_KEY = /^(documents|photos)\/[A-Za-z0-9_-]{16,64}\.(pdf|doc|docx|webp)$/;
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const publicImageKey = (id: string, width: number) => `public/images/${id}-${width}.webp`;
export const publicImageUrl = (id: string, width: number) =>
  `${PUBLIC_URL_PREFIX}images/${id}-${width}.webp`;
export const privateObjectKey = (key: string) => `private/${key}`;

/** The object keys a stored URL or key stands for (every width of an image); [] if none. */
export function objectKeysOf(urlOrKey: string): string[] {
  const image = /^\/uploads\/images\/([A-Za-z0-9_-]{16,64})-\d+\.webp$/.exec(urlOrKey);
  if (image) return IMAGE_WIDTHS.map((width) => publicImageKey(image[1], width));
  if (PRIVATE_KEY.test(urlOrKey)) return [privateObjectKey(urlOrKey)];
  return [];
}

/** HMAC signatures of private file URLs: `/api/files/{key}?expires=&sig=`. */
/** Who a signed link was made for: `staff-12` or `pelamar-34` (lib/file-viewer.ts). */
const FILE_VIEWER = /^(staff|pelamar)-\d{1,12}$/;

export function urlSigner(secret: string) {
  const signingKey = createHmac('sha256', secret).update('sigap-file-urls').digest();
  // The viewer is signed with the key (docs/decisions/032): a link names who received it, and
  // changing that name breaks the signature.
  const signature = (key: string, expires: number, viewer: string) =>
    createHmac('sha256', signingKey).update(`${key}:${expires}:${viewer}`).digest('base64url');
  return {
    sign(key: string, ttlSeconds: number, viewer = '') {
      const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
      const by = viewer ? `&by=${encodeURIComponent(viewer)}` : '';
      return `/api/files/${key}?expires=${expires}&sig=${signature(key, expires, viewer)}${by}`;
    },
    verify(key: string, expiresText: unknown, sigText: unknown, viewerText: unknown = '') {
      const expires = Number(expiresText);
      const viewer = typeof viewerText === 'string' ? viewerText : '';
      const given = Buffer.from(String(sigText ?? ''));
      const expected = Buffer.from(signature(key, expires, viewer));
      return (
        (viewer === '' || FILE_VIEWER.test(viewer)) &&
        PRIVATE_KEY.test(key) &&
        Number.isInteger(expires) &&
        expires > Date.now() / 1000 &&
        given.length === expected.length &&
        timingSafeEqual(given, expected)
      );
    },
  };
}
