import { createHash, randomBytes } from 'node:crypto';

import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';

import type { DB } from '../../db/schema.ts';
import { addSeconds } from '../../lib/dates.ts';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  replaceRecoveryCodes,
  unusedRecoveryCodes,
} from '../../domain/recovery-codes.ts';

export { hashRecoveryCode, newRecoveryCodes };

/**
 * Staff two-factor login (docs/decisions/023): TOTP per RFC 6238 (30 s, 6 digits, SHA-1, the
 * authenticator apps' defaults), one step of clock drift either way, and the last accepted step
 * stored so a code is never accepted twice. Recovery codes are 80 random bits, stored as SHA-256.
 */

export const ISSUER = 'Sigap';
export const CHALLENGE_TTL_SECONDS = 5 * 60;
/** Wrong codes allowed on one mfaToken; the next answer is 429 and the token is dead. */
export const ATTEMPTS_PER_CHALLENGE = 5;
/** Wrong codes for one account across its mfaTokens: `app.loginThrottle`'s 'staff-mfa' scope. */
export const ACCOUNT_WINDOW_SECONDS = 15 * 60;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function newSecret() {
  return generateSecret();
}

export function otpauthUrl(nama: string, secret: string) {
  return generateURI({ issuer: ISSUER, label: nama, secret });
}

/** The time step a valid TOTP matched, or undefined (wrong, malformed or not after `afterStep`). */
export async function matchTotp(
  secret: string,
  code: string,
  at: Date,
  afterStep: number | null,
): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(at.getTime() / 1000),
      epochTolerance: 30,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}

const hashChallenge = (token: string) => sha256(`mfa-challenge:${token}`);

/**
 * Turns on `factor` (or, given null, clears the second factor) and drops the recovery codes and
 * any pending secret. Answers whether the account exists.
 */
async function replaceFactor(
  trx: Kysely<DB>,
  id: number,
  factor: { secret: string; step: number } | null,
  now: string,
) {
  const result = await trx
    .updateTable('staff_users')
    .set({
      mfa_secret: factor?.secret ?? null,
      mfa_pending_secret: null,
      mfa_enabled_at: factor ? now : null,
      mfa_last_step: factor?.step ?? null,
      updated_at: now,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', id).execute();
  return Number(result.numUpdatedRows) > 0;
}

/** Plain Kysely for the MFA columns and tables; knows nothing about HTTP. */
export function staffMfaRepo(db: Kysely<DB>) {
  return {
    findUser: (id: number) =>
      db
        .selectFrom('staff_users')
        .select([
          'id',
          'nama',
          'role',
          'is_active',
          'mfa_secret',
          'mfa_pending_secret',
          'mfa_enabled_at',
          'mfa_last_step',
        ])
        .where('id', '=', id)
        .executeTakeFirst(),

    async setPendingSecret(id: number, secret: string) {
      await db
        .updateTable('staff_users')
        .set({ mfa_pending_secret: secret })
        .where('id', '=', id)
        .execute();
    },

    /** Turns the pending secret on and replaces the recovery codes, in one transaction. */
    async enable(id: number, secret: string, step: number, codes: string[], now: string) {
      await db.transaction().execute(async (trx) => {
        await replaceFactor(trx, id, { secret, step }, now);
        await replaceRecoveryCodes(trx, id, codes, now);
      });
    },

    /**
     * Clears every second factor (superadmin reset): TOTP, recovery codes, passkeys and the
     * passwordless setting (docs/decisions/033). False when the account does not exist.
     */
    async reset(id: number, now: string) {
      return db.transaction().execute(async (trx) => {
        const found = await replaceFactor(trx, id, null, now);
        await trx.deleteFrom('mfa_challenges').where('staff_id', '=', id).execute();
        await trx.deleteFrom('staff_passkeys').where('staff_id', '=', id).execute();
        await trx
          .updateTable('staff_users')
          .set({ passkey_login: 0 })
          .where('id', '=', id)
          .execute();
        return found;
      });
    },

    /**
     * Turns the own TOTP off (after a step-up). The recovery codes stay while a passkey
     * remains, since they stand in for any second factor.
     */
    async disableTotp(id: number, keepRecoveryCodes: boolean, now: string) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('staff_users')
          .set({
            mfa_secret: null,
            mfa_pending_secret: null,
            mfa_enabled_at: null,
            mfa_last_step: null,
            updated_at: now,
          })
          .where('id', '=', id)
          .execute();
        if (!keepRecoveryCodes) await replaceRecoveryCodes(trx, id, [], now);
      });
    },

    /**
     * Records `step` as used, only if it is later than the last one: two requests racing with the
     * same code cannot both win.
     */
    async claimStep(id: number, step: number) {
      const result = await db
        .updateTable('staff_users')
        .set({ mfa_last_step: step })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('mfa_last_step', 'is', null), eb('mfa_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Marks an unused recovery code used; false when there is none such. */
    async useRecoveryCode(id: number, code: string, now: string) {
      const result = await db
        .updateTable('staff_recovery_codes')
        .set({ used_at: now })
        .where('staff_id', '=', id)
        .where('code_hash', '=', hashRecoveryCode(code))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async createChallenge(staffId: number, now: string) {
      const token = randomBytes(32).toString('base64url');
      await db
        .insertInto('mfa_challenges')
        .values({
          id: hashChallenge(token),
          staff_id: staffId,
          attempts: 0,
          created_at: now,
          expires_at: addSeconds(now, CHALLENGE_TTL_SECONDS),
          used_at: null,
        })
        .execute();
      return token;
    },

    findChallenge: (token: string) =>
      db
        .selectFrom('mfa_challenges')
        .selectAll()
        .where('id', '=', hashChallenge(token))
        .executeTakeFirst(),

    /**
     * Takes one of the mfaToken's `limit` attempts before the code is checked: a conditional UPDATE,
     * so parallel requests cannot all read a count below the limit. False when none is left.
     */
    async takeChallengeAttempt(challengeId: string, limit: number) {
      const result = await db
        .updateTable('mfa_challenges')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', challengeId)
        .where('attempts', '<', limit)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Single use: false when another request used it first. */
    async consumeChallenge(challengeId: string, now: string) {
      const result = await db
        .updateTable('mfa_challenges')
        .set({ used_at: now })
        .where('id', '=', challengeId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    unusedRecoveryCodes: (staffId: number) => unusedRecoveryCodes(db, staffId),
  };
}
