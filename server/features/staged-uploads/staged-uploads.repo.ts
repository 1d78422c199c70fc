import type { Kysely } from 'kysely';

import { MAX_STAGED_UPLOADS } from '#common/rules';

import type { Dialect } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

/** Plain Kysely access to `staged_uploads` (docs/conventions.md §3); knows nothing about HTTP. */

export interface NewStagedUpload {
  id: string;
  user_id: number;
  jenis: string;
  file_key: string;
  created_at: string;
}

export function stagedUploadsRepo(db: Kysely<DB>, dialect: Dialect) {
  const countOf = async (executor: Kysely<DB>, userId: number) => {
    const row = await executor
      .selectFrom('staged_uploads')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  return {
    /** The applicant's unclaimed files: a cheap early answer before anything is stored. */
    count: (userId: number) => countOf(db, userId),
    /**
     * Inserts the row unless the applicant already has MAX_STAGED_UPLOADS: counted and inserted in
     * one transaction under the account's row lock on PostgreSQL, so fifty parallel requests of
     * one applicant, on any number of instances, count one after another (docs/decisions/032,
     * 048). SQLite runs one connection, so its transactions are serial already. Answers 'full',
     * 'no-account' (erased meanwhile) or 'stored'.
     */
    async insertWithinCap(row: NewStagedUpload) {
      return db.transaction().execute(async (trx) => {
        const account = await trx
          .selectFrom('applicant_users')
          .select('id')
          .where('id', '=', row.user_id)
          .$if(dialect === 'postgres', (query) => query.forUpdate())
          .executeTakeFirst();
        if (!account) return 'no-account' as const;
        if ((await countOf(trx, row.user_id)) >= MAX_STAGED_UPLOADS) return 'full' as const;
        await trx.insertInto('staged_uploads').values(row).execute();
        return 'stored' as const;
      });
    },
  };
}
