import { z } from 'zod';

import { GALLERY_IDS, GALLERY_SERVICE_TYPES, SERVICES, type Service } from '../rules.ts';
import { fieldText } from '../texts/common.ts';
import { galleryText } from '../texts/gallery.ts';

/** Gallery photos (docs/product.md §3, §7, §9: gallery ids 1 security, 2 cleaning, 3 parking). */

export const MAX_GALLERY_FILES_PER_UPLOAD = 10;

/** An alt text is one short line: what a screen reader says for the photo. */
export const GALLERY_ALT_MAX = 200;

/**
 * A photo as read: `alt` and `alt_en` are named only when they hold a text (docs/decisions/043);
 * with `lang=en`, `alt` is the English text where there is one.
 */
export const galleryPhotoSchema = z.object({
  id: z.number(),
  photo_url: z.string(),
  alt: z.string().nullish(),
  alt_en: z.string().nullish(),
});
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

/**
 * An alt text as written: control characters and line breaks become spaces, runs of spaces one,
 * at most GALLERY_ALT_MAX characters. Missing stays undefined (the stored text is kept: an edit in
 * one language never changes the other); null and blank become null (the generated text shows).
 */
function altText(label: string) {
  return z
    .string({ error: fieldText.mustBeText(label) })
    .transform((value) =>
      value
        // eslint-disable-next-line no-control-regex -- control characters are what it removes
        .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .pipe(z.string().max(GALLERY_ALT_MAX, fieldText.tooLong(label, GALLERY_ALT_MAX)))
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));
}

/** PUT /gallery/alt/:id: the photo's alt texts, each language on its own. */
export const galleryAltInputSchema = z.object({
  alt: altText(galleryText.altLabel),
  alt_en: altText(fieldText.english(galleryText.altLabel)),
});
export type GalleryAltInput = z.input<typeof galleryAltInputSchema>;

/** The service of a gallery URL or upload in any letter case: keamanan, Kebersihan, PARKIR… */
export function serviceFromName(name: string): Service | undefined {
  const lower = name.trim().toLowerCase();
  return (SERVICES as readonly string[]).includes(lower) ? (lower as Service) : undefined;
}

/** The text fields of POST /gallery/upload: gallery_id and service_type must name the same service. */
export const galleryUploadFieldsSchema = z
  .object({
    gallery_id: z.coerce
      .number({ error: galleryText.galleryIdInvalid })
      .int(galleryText.galleryIdInvalid)
      .refine((id) => Object.values(GALLERY_IDS).includes(id), galleryText.galleryIdInvalid),
    service_type: z.string({ error: galleryText.serviceTypeInvalid }).transform((value, ctx) => {
      const service = serviceFromName(value);
      if (!service) {
        ctx.addIssue({ code: 'custom', message: galleryText.serviceTypeInvalid });
        return z.NEVER;
      }
      return service;
    }),
  })
  .refine((fields) => GALLERY_IDS[fields.service_type] === fields.gallery_id, {
    message: galleryText.mismatch,
    path: ['gallery_id'],
  })
  .transform((fields) => ({
    ...fields,
    service_type_name: GALLERY_SERVICE_TYPES[fields.service_type],
  }));

export const galleryUploadResultSchema = z.object({
  success: z.literal(true),
  photos: z.array(galleryPhotoSchema),
});
export type GalleryUploadResult = z.infer<typeof galleryUploadResultSchema>;
