import type { ComponentProps } from 'react';

import { imageSrcSet } from '#common/images';

/**
 * An uploaded image with its 400/800/1600 px variants as `srcSet`, so the browser fetches the
 * smallest that fills `sizes`; decoded off the main thread and lazy unless told otherwise.
 */
export function ResponsiveImage({
  src,
  ...props
}: ComponentProps<'img'> & { src: string; sizes: string; alt: string }) {
  return <img src={src} srcSet={imageSrcSet(src)} loading="lazy" decoding="async" {...props} />;
}
