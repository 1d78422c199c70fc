import type { Kysely, Selectable } from 'kysely';

import type { Tariff } from '#common/pricing';

import type { DB } from '../db/schema.ts';

/**
 * The price tariff's versions (table `tariffs`, docs/decisions/053): the estimate, the quote
 * request, the tariff screen and the proposals read them here. A version is never changed; a
 * save adds one, so a request keeps the row it was priced with.
 */

/** The tariff's cache version key: its JSON answer and the estimator pages (public-pages.ts). */
export const TARIFF_CACHE_KEY = 'tarif';

export interface TariffVersion {
  id: number;
  tariff: Tariff;
  /** Still the demo's example figures (never saved by staff). */
  contoh: boolean;
  created_at: string;
  created_by: string | null;
}

type Row = Selectable<DB['tariffs']>;

function toVersion(row: Pick<Row, 'id' | 'data' | 'contoh' | 'created_at' | 'created_by'>) {
  return {
    id: row.id,
    tariff: JSON.parse(row.data) as Tariff,
    contoh: Boolean(row.contoh),
    created_at: row.created_at,
    created_by: row.created_by,
  } satisfies TariffVersion;
}

/** The newest version, or undefined on a database that was never seeded. */
export async function currentTariff(db: Kysely<DB>): Promise<TariffVersion | undefined> {
  const row = await db
    .selectFrom('tariffs')
    .select(['id', 'data', 'contoh', 'created_at', 'created_by'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toVersion(row);
}

/** One version by id: what a stored request or proposal was priced with. */
export async function tariffVersion(
  db: Kysely<DB>,
  id: number,
): Promise<TariffVersion | undefined> {
  const row = await db
    .selectFrom('tariffs')
    .select(['id', 'data', 'contoh', 'created_at', 'created_by'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toVersion(row);
}

/** Adds a version saved by staff (no longer the demo's examples); returns its id. */
export async function saveTariff(
  db: Kysely<DB>,
  save: { tariff: Tariff; by: string; now: string },
) {
  const row = await db
    .insertInto('tariffs')
    .values({
      tahun: save.tariff.tahun,
      data: JSON.stringify(save.tariff),
      contoh: 0,
      created_by: save.by,
      created_at: save.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
