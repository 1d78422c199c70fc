import type { Kysely } from 'kysely';

import { nowIso } from '../../lib/dates.ts';
import type { DB } from '../../db/schema.ts';

/** Gallery photos of the three service pages, in upload order. */
export function galleryRepo(db: Kysely<DB>) {
  return {
    listByGallery(galleryId: number) {
      return db
        .selectFrom('gallery_photos')
        .select(['id', 'photo_url', 'alt', 'alt_en'])
        .where('gallery_id', '=', galleryId)
        .orderBy('id')
        .execute();
    },
    find(id: number) {
      return db
        .selectFrom('gallery_photos')
        .select(['id', 'photo_url', 'gallery_id', 'alt', 'alt_en'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
    async createMany(galleryId: number, serviceType: string, photoUrls: string[]) {
      const now = nowIso();
      return db
        .insertInto('gallery_photos')
        .values(
          photoUrls.map((photo_url) => ({
            gallery_id: galleryId,
            service_type: serviceType,
            photo_url,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning(['id', 'photo_url'])
        .execute();
    },
    replacePhoto(id: number, photoUrl: string) {
      return db
        .updateTable('gallery_photos')
        .set({ photo_url: photoUrl, updated_at: nowIso() })
        .where('id', '=', id)
        .returning(['id', 'photo_url', 'alt', 'alt_en'])
        .executeTakeFirst();
    },
    /** Sets the alt texts given; a language left out (undefined) keeps its text. */
    setAlt(id: number, texts: { alt?: string | null; alt_en?: string | null }) {
      return db
        .updateTable('gallery_photos')
        .set({ ...texts, updated_at: nowIso() })
        .where('id', '=', id)
        .returning(['id', 'photo_url', 'alt', 'alt_en'])
        .executeTakeFirst();
    },
    async remove(id: number) {
      const result = await db.deleteFrom('gallery_photos').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
