import type { Kysely } from 'kysely';

import { nowIso } from '../../lib/dates.ts';
import type { DB } from '../../db/schema.ts';

const COLUMNS = ['id', 'service', 'image_url', 'content'] as const;

/** Service cards: one seeded row per service. */
export function cardsRepo(db: Kysely<DB>) {
  return {
    list() {
      return db.selectFrom('cards').select(COLUMNS).orderBy('id').execute();
    },
    find(service: string) {
      return db
        .selectFrom('cards')
        .select(COLUMNS)
        .where('service', '=', service)
        .executeTakeFirst();
    },
    updateContent(service: string, content: string) {
      return db
        .updateTable('cards')
        .set({ content: content || null, updated_at: nowIso() })
        .where('service', '=', service)
        .returning(COLUMNS)
        .executeTakeFirst();
    },
    updateImage(service: string, imageUrl: string) {
      return db
        .updateTable('cards')
        .set({ image_url: imageUrl, updated_at: nowIso() })
        .where('service', '=', service)
        .returning(COLUMNS)
        .executeTakeFirst();
    },
  };
}
