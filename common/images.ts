/**
 * Responsive image URLs. The server stores every image as `{id}-400.webp`, `{id}-800.webp` and
 * `{id}-1600.webp` and keeps the 800 URL in the database (server/lib/images.ts).
 */

const VARIANT = /-(400|800|1600)\.webp$/;

export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !VARIANT.test(url)) return undefined;
  return [400, 800, 1600]
    .map((width) => `${url.replace(VARIANT, `-${width}.webp`)} ${width}w`)
    .join(', ');
}
