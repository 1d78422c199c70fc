import { needsTranslation } from '#common/lang';
import { MAX_IMAGE_BYTES } from '#common/rules';
import type { GalleryPhoto } from '#common/schemas/gallery';

/** What the gallery editor's parts share about a photo. */

/** A photo lacks English when it has an Indonesian alt text and no English one. */
export const isUntranslated = (photo: GalleryPhoto) => needsTranslation(photo, ['alt']);

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif'];
const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
/** What both pickers (new photos and a replacement) accept. */
export const IMAGE_PICKER = {
  accept: IMAGE_ACCEPT,
  extensions: IMAGE_EXTENSIONS,
  maxBytes: MAX_IMAGE_BYTES,
  isImage: true,
};
