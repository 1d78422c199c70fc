import type { Kysely } from 'kysely';

import type { DB } from '../db/schema.ts';

/**
 * The `site_settings` table holds one JSON value per key: the company contact data under
 * `company` (site-settings feature, contact mail), the recruiting settings under `recruiting`.
 */
export const SETTING_KEYS = { company: 'company', recruiting: 'recruiting' } as const;
type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS];

/**
 * The value stored under `key` as an object to fill up with defaults: undefined when nothing is
 * stored or it is not JSON, `{}` when it is JSON but not an object.
 */
export async function readSetting(db: Kysely<DB>, key: SettingKey): Promise<object | undefined> {
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  let stored: unknown;
  try {
    stored = JSON.parse(row.value);
  } catch {
    return undefined;
  }
  return typeof stored === 'object' && stored ? stored : {};
}

/** Stores `value` as JSON under `key`, replacing what was there. */
export async function writeSetting(db: Kysely<DB>, key: SettingKey, value: unknown, at: string) {
  const json = JSON.stringify(value);
  await db
    .insertInto('site_settings')
    .values({ key, value: json, updated_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: at }))
    .execute();
}
