import type { Kysely } from 'kysely';

import {
  DEFAULT_SITE_SETTINGS,
  type SiteSettings,
  type SiteSettingsInput,
  siteSettingsSchema,
} from '#common/schemas/site-settings';

import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/dates.ts';

export const COMPANY_KEY = 'company';

/** Site settings live as JSON values in `site_settings`; the company contact data under `company`. */
export function siteSettingsRepo(db: Kysely<DB>) {
  return {
    /** The stored settings, filled up with defaults for missing or malformed fields. */
    async get(): Promise<SiteSettings> {
      const row = await db
        .selectFrom('site_settings')
        .select('value')
        .where('key', '=', COMPANY_KEY)
        .executeTakeFirst();
      if (!row) return DEFAULT_SITE_SETTINGS;
      let stored: unknown;
      try {
        stored = JSON.parse(row.value);
      } catch {
        return DEFAULT_SITE_SETTINGS;
      }
      const merged = {
        ...DEFAULT_SITE_SETTINGS,
        ...(typeof stored === 'object' && stored ? stored : {}),
      };
      const parsed = siteSettingsSchema.safeParse(merged);
      if (!parsed.success) return DEFAULT_SITE_SETTINGS;
      const phones = [...parsed.data.phones, '', '', ''].slice(0, 3);
      return { ...parsed.data, phones };
    },

    async save(input: SiteSettingsInput): Promise<SiteSettings> {
      const value = JSON.stringify(input);
      const now = nowIso();
      await db
        .insertInto('site_settings')
        .values({ key: COMPANY_KEY, value, updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
        .execute();
      return { ...input, phones: [...input.phones] };
    },
  };
}
