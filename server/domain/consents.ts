import type { Kysely } from 'kysely';

import type { DB } from '../db/schema.ts';
import { PRIVACY_PAGE_SLUG } from '../db/privacy-notice.ts';
import { nowIso } from '../lib/dates.ts';

/**
 * Consent to the privacy notice (UU PDP 27/2022; docs/decisions/022-applicant-privacy.md). The
 * notice is the pages row 'kebijakan-privasi'; its `version` grows whenever staff change its text,
 * and each consent stores the version it was given to. Registration and every application ask.
 */

export type ConsentPurpose = 'registrasi' | 'lamaran';

/** The privacy notice's current version (1 before the page exists). */
export async function privacyNoticeVersion(db: Kysely<DB>) {
  const row = await db
    .selectFrom('pages')
    .select('version')
    .where('slug', '=', PRIVACY_PAGE_SLUG)
    .executeTakeFirst();
  return row?.version ?? 1;
}

/** Records that `userId` agreed, now, to the notice's current version; returns that version. */
export async function recordConsent(db: Kysely<DB>, userId: number, purpose: ConsentPurpose) {
  const version = await privacyNoticeVersion(db);
  await db
    .insertInto('consents')
    .values({ user_id: userId, purpose, notice_version: version, created_at: nowIso() })
    .execute();
  return version;
}

/** The applicant's consents, oldest first. */
export function listConsents(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('consents')
    .select(['purpose', 'notice_version', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}
