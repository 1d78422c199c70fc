import { type Kysely, sql } from 'kysely';

import type { Dialect } from '../db/database.ts';
import type { DB, StaffUserRow } from '../db/schema.ts';
import { nowIso } from '../lib/dates.ts';

const PUBLIC_COLUMNS = [
  'id',
  'nama',
  'role',
  'is_active',
  'last_login_at',
  'created_at',
  'mfa_enabled_at',
] as const;

/** A staff row as the API sends it: no hash, is_active as a boolean. */
export function toStaff(row: Pick<StaffUserRow, (typeof PUBLIC_COLUMNS)[number]>) {
  return {
    id: row.id,
    nama: row.nama,
    role: row.role as never,
    is_active: Boolean(row.is_active),
    last_login_at: row.last_login_at,
    created_at: row.created_at,
    mfa_enabled: row.mfa_enabled_at !== null,
  };
}

export type LastSuperadminCheck = 'ok' | 'not-found' | 'last-superadmin';

/** Staff accounts (plain Kysely; knows nothing about HTTP). */
export function staffRepo(db: Kysely<DB>, dialect: Dialect) {
  const byName = (nama: string) =>
    db
      .selectFrom('staff_users')
      .selectAll()
      .where(sql<string>`lower(nama)`, '=', nama.toLowerCase());

  /**
   * Runs `change` only when the account exists and, if it is an active superadmin, another active
   * superadmin remains. On PostgreSQL the superadmin rows are locked first, so two superadmins
   * disabling each other at the same moment cannot leave none (SQLite serialises writers anyway).
   */
  async function keepLastSuperadmin(
    id: number,
    change: (trx: Kysely<DB>) => Promise<void>,
  ): Promise<LastSuperadminCheck> {
    return db.transaction().execute(async (trx) => {
      let activeSuperadmins = trx
        .selectFrom('staff_users')
        .select('id')
        .where('role', '=', 'superadmin')
        .where('is_active', '=', 1);
      if (dialect === 'postgres') activeSuperadmins = activeSuperadmins.forUpdate();
      const superIds = (await activeSuperadmins.execute()).map((row) => row.id);
      const target = await trx
        .selectFrom('staff_users')
        .select(['id', 'role', 'is_active'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!target) return 'not-found';
      if (superIds.includes(id) && superIds.length <= 1) return 'last-superadmin';
      await change(trx);
      return 'ok';
    });
  }

  return {
    findByName: (nama: string) => byName(nama).executeTakeFirst(),
    findById: (id: number) =>
      db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst(),
    list: () =>
      db
        .selectFrom('staff_users')
        .select([...PUBLIC_COLUMNS])
        .orderBy(sql`lower(nama)`)
        .execute(),
    async create(input: { nama: string; passwordHash: string; role: string }) {
      const now = nowIso();
      return db
        .insertInto('staff_users')
        .values({
          nama: input.nama,
          password_hash: input.passwordHash,
          role: input.role,
          is_active: 1,
          password_changed_at: now,
          last_login_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning([...PUBLIC_COLUMNS])
        .executeTakeFirstOrThrow();
    },
    async markLogin(id: number) {
      const now = nowIso();
      await db
        .updateTable('staff_users')
        .set({ last_login_at: now })
        .where('id', '=', id)
        .execute();
    },
    async setPassword(id: number, passwordHash: string) {
      const now = nowIso();
      const result = await db
        .updateTable('staff_users')
        .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async setActive(id: number, isActive: boolean): Promise<LastSuperadminCheck> {
      const apply = async (trx: Kysely<DB>) => {
        await trx
          .updateTable('staff_users')
          .set({ is_active: isActive ? 1 : 0, updated_at: nowIso() })
          .where('id', '=', id)
          .execute();
      };
      if (isActive) {
        const result = await db
          .updateTable('staff_users')
          .set({ is_active: 1, updated_at: nowIso() })
          .where('id', '=', id)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) > 0 ? 'ok' : 'not-found';
      }
      return keepLastSuperadmin(id, apply);
    },
    remove(id: number): Promise<LastSuperadminCheck> {
      return keepLastSuperadmin(id, async (trx) => {
        await trx.deleteFrom('staff_users').where('id', '=', id).execute();
      });
    },
  };
}
