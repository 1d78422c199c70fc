import { z } from 'zod';

import { GALLERY_IDS, GALLERY_SERVICE_TYPES, SERVICES, type Service } from '../rules.ts';
import { galleryText } from '../texts/gallery.ts';

/** Gallery photos (SPEC §3, §7, §9: gallery ids 1 security, 2 cleaning, 3 parking). */

export const MAX_GALLERY_FILES_PER_UPLOAD = 10;

export const galleryPhotoSchema = z.object({ id: z.number(), photo_url: z.string() });
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

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
