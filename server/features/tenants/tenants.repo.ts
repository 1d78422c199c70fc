import type { Kysely } from 'kysely';

import type { TenantInput } from '#common/schemas/tenants';

import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/dates.ts';

const COLUMNS = ['id', 'nama'] as const;

/** Tenant rows (the API calls them dokumentasi): plain Kysely, rows or undefined, no HTTP. */
export function tenantsRepo(db: Kysely<DB>) {
  return {
    /** Oldest first: the public list is numbered in the order clients were added. */
    list: () => db.selectFrom('tenants').select(COLUMNS).orderBy('id', 'asc').execute(),
    create: (input: TenantInput) => {
      const now = nowIso();
      return db
        .insertInto('tenants')
        .values({ ...input, created_at: now, updated_at: now })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    },
    update: (id: number, input: TenantInput) =>
      db
        .updateTable('tenants')
        .set({ ...input, updated_at: nowIso() })
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirst(),
    remove: (id: number) =>
      db.deleteFrom('tenants').where('id', '=', id).returning(COLUMNS).executeTakeFirst(),
  };
}
