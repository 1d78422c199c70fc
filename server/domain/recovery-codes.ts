import { createHash, randomInt } from 'node:crypto';

import type { Kysely } from 'kysely';

import { RECOVERY_CODE_COUNT } from '#common/schemas/mfa';

import type { DB } from '../db/schema.ts';

/**
 * Recovery codes of a staff account's second factor (docs/decisions/023): 80 random bits each,
 * stored as SHA-256, single use. Shared by TOTP enrolment (auth) and a first passkey (passkeys).
 */

const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** `abcd-efgh-jkmn-pqrs`: four groups of four, 80 bits. */
export function newRecoveryCodes() {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 16 }, () => RECOVERY_ALPHABET[randomInt(32)]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

function normalizeRecoveryCode(code: string) {
  return code.toLowerCase().replace(/[^0-9a-z]/g, '');
}

export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

/** Replaces every recovery code of the account with `codes` (in the caller's transaction). */
export async function replaceRecoveryCodes(
  db: Kysely<DB>,
  staffId: number,
  codes: string[],
  now: string,
) {
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  if (!codes.length) return;
  await db
    .insertInto('staff_recovery_codes')
    .values(
      codes.map((code) => ({
        staff_id: staffId,
        code_hash: hashRecoveryCode(code),
        used_at: null,
        created_at: now,
      })),
    )
    .execute();
}

export async function unusedRecoveryCodes(db: Kysely<DB>, staffId: number) {
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
