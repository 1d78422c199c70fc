import type { Kysely } from 'kysely';

import { type SiteSettingsValues, siteSettingsSchema } from '#common/schemas/site-settings';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '#common/site-settings';

import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/dates.ts';
import { readSetting, SETTING_KEYS, writeSetting } from '../../domain/site-settings-store.ts';

/** Site settings live as JSON values in `site_settings`; the company contact data under `company`. */
export function siteSettingsRepo(db: Kysely<DB>) {
  return {
    /** The stored settings, filled up with defaults for missing or malformed fields. */
    async get(): Promise<SiteSettings> {
      const stored = await readSetting(db, SETTING_KEYS.company);
      if (!stored) return DEFAULT_SITE_SETTINGS;
      const parsed = siteSettingsSchema.safeParse({ ...DEFAULT_SITE_SETTINGS, ...stored });
      if (!parsed.success) return DEFAULT_SITE_SETTINGS;
      const phones = [...parsed.data.phones, '', '', ''].slice(0, 3);
      return { ...parsed.data, phones };
    },

    /** A missing `address_en` keeps the stored one: an edit in one language never changes the other. */
    async save(input: SiteSettingsValues): Promise<SiteSettings> {
      const address_en =
        input.address_en === undefined ? (await this.get()).address_en : input.address_en;
      const saved = { ...input, address_en, phones: [...input.phones] };
      await writeSetting(db, SETTING_KEYS.company, saved, nowIso());
      return saved;
    },
  };
}
