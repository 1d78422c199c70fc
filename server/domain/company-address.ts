import type { Kysely } from 'kysely';

import type { DB } from '../db/schema.ts';
import { readSetting, SETTING_KEYS } from './site-settings-store.ts';

/**
 * The company's own address for staff notices (new contact messages, the weekly credential
 * register): site_settings 'company'.email when it is set and looks like an address, else the
 * configured sender (SMTP_FROM). Staff accounts carry no e-mail address, so this is the inbox
 * the office reads.
 */
export async function companyAddress(db: Kysely<DB>, fallback: string) {
  // A missing or broken setting must not stop the mail: the sender address takes its place.
  const stored = (await readSetting(db, SETTING_KEYS.company)) as { email?: unknown } | undefined;
  const email = stored?.email;
  if (typeof email === 'string' && /^[^\s@]+@[^\s@]+$/.test(email.trim())) return email.trim();
  return fallback;
}
