import type { Kysely, Updateable } from 'kysely';

import { nowIso } from '../../lib/dates.ts';
import type { CardsTable, DB } from '../../db/schema.ts';

const COLUMNS = ['id', 'service', 'image_url', 'content', 'content_en'] as const;

/** Service cards: one seeded row per service. */
export function cardsRepo(db: Kysely<DB>) {
  /** Changes one service's card; undefined when there is no such service. */
  const update = (
    service: string,
    values: Pick<Updateable<CardsTable>, 'content' | 'content_en' | 'image_url'>,
  ) =>
    db
      .updateTable('cards')
      .set({ ...values, updated_at: nowIso() })
      .where('service', '=', service)
      .returning(COLUMNS)
      .executeTakeFirst();

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
    /** `contentEn` undefined keeps the stored English text (docs/decisions/043). */
    updateContent: (service: string, content: string, contentEn?: string | null) =>
      update(service, { content: content || null, content_en: contentEn }),
    updateImage: (service: string, imageUrl: string) => update(service, { image_url: imageUrl }),
  };
}
