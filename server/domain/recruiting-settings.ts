import type { Kysely } from 'kysely';

import {
  DEFAULT_RECRUITING_SETTINGS,
  type RecruitingSettings,
  recruitingSettingsSchema,
} from '#common/schemas/recruiting';

import type { DB } from '../db/schema.ts';
import { readSetting, SETTING_KEYS, writeSetting } from './site-settings-store.ts';

/**
 * The recruiting settings (site_settings key `recruiting`): which positions are open, the
 * interview place and notes, the WhatsApp templates. Staff edit them (applicant-review); the
 * applicant's side refuses a closed position, invitations name the place, and the public list of
 * open positions (vacancies) reads them.
 */

/** The settings, filled up with defaults for missing or malformed fields. */
export async function readRecruitingSettings(db: Kysely<DB>): Promise<RecruitingSettings> {
  const stored = await readSetting(db, SETTING_KEYS.recruiting);
  if (!stored) return DEFAULT_RECRUITING_SETTINGS;
  const merged = { ...DEFAULT_RECRUITING_SETTINGS, ...stored };
  merged.whatsAppTemplates = {
    ...DEFAULT_RECRUITING_SETTINGS.whatsAppTemplates,
    ...(merged.whatsAppTemplates ?? {}),
  };
  const parsed = recruitingSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_RECRUITING_SETTINGS;
}

export async function saveRecruitingSettings(
  db: Kysely<DB>,
  settings: RecruitingSettings,
  at: string,
) {
  await writeSetting(db, SETTING_KEYS.recruiting, settings, at);
  return settings;
}
