import type { Kysely, Updateable } from 'kysely';

import { nowIso } from '../../lib/dates.ts';
import type { CardsTable, DB } from '../../db/schema.ts';

const COLUMNS = ['id', 'service', 'image_url', 'content'] as const;

/** Service cards: one seeded row per service. */
export function cardsRepo(db: Kysely<DB>) {
  /** Changes one service's card; undefined when there is no such service. */
  const update = (service: string, values: Pick<Updateable<CardsTable>, 'content' | 'image_url'>) =>
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
    updateContent: (service: string, content: string) =>
      update(service, { content: content || null }),
    updateImage: (service: string, imageUrl: string) => update(service, { image_url: imageUrl }),
  };
}
