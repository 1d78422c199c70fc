import { type Kysely, sql } from 'kysely';

import type { DB } from '../../db/schema.ts';

/**
 * The names the audit log writes instead of numbers (docs/decisions/058): an application's
 * name by its id, by a stored file of it, or by the account that sent it. Read when the log is
 * listed, never stored, so a person erased since is not named.
 */

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Names by application id, of the applications that still exist. */
export async function applicantNames(db: Kysely<DB>, ids: number[]) {
  const names = new Map<string, string>();
  if (!ids.length) return names;
  const found = await db
    .selectFrom('applicants')
    .select(['id', 'nama'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  for (const row of found) names.set(String(row.id), row.nama);
  return names;
}

/**
 * The application a private file belongs to (its photo or one of its resume files): file
 * records name only the stored key (`documents/abc.pdf`).
 */
export async function applicationsOwningFiles(db: Kysely<DB>, keys: string[]) {
  const owners = new Map<string, { id: number; nama: string }>();
  for (const key of new Set(keys)) {
    const owner = await db
      .selectFrom('applicants')
      .select(['id', 'nama'])
      .where((eb) =>
        eb.or([
          eb('foto', '=', key),
          eb('resume', 'like', sql<string>`${`%${likeEscaped(key)}%`} escape '\\'`),
        ]),
      )
      .executeTakeFirst();
    if (owner) owners.set(key, owner);
  }
  return owners;
}

/** Applicants who acted (`pelamar#12`, an account id), by the name on their application. */
export async function applicantActorNames(db: Kysely<DB>, userIds: number[]) {
  const names = new Map<string, string>();
  if (!userIds.length) return names;
  const rows = await db
    .selectFrom('applicant_users')
    .leftJoin('applicants', 'applicants.user_id', 'applicant_users.id')
    .select(['applicant_users.id as id', 'applicant_users.nama as account', 'applicants.nama'])
    .where('applicant_users.id', 'in', [...new Set(userIds)])
    .execute();
  for (const row of rows) names.set(`pelamar#${row.id}`, row.nama ?? row.account);
  return names;
}
