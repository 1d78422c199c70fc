import type { Kysely } from 'kysely';

import type { Passkey } from '#common/schemas/passkeys';

import type { DB } from '../../db/schema.ts';
import { replaceRecoveryCodes, unusedRecoveryCodes } from '../../domain/recovery-codes.ts';

/** The own account's columns the passkeys screen reads and writes; plain Kysely. */
export function ownAccountRepo(db: Kysely<DB>) {
  return {
    async factors(staffId: number) {
      const row = await db
        .selectFrom('staff_users')
        .select(['mfa_enabled_at', 'passkey_login'])
        .where('id', '=', staffId)
        .executeTakeFirst();
      return {
        totp: Boolean(row?.mfa_enabled_at),
        passwordless: Boolean(row?.passkey_login),
        recoveryCodesLeft: await unusedRecoveryCodes(db, staffId),
      };
    },

    /** The account's WebAuthn user handle, made (once, even when two requests race) if missing. */
    async webauthnUserId(staffId: number, make: () => string) {
      await db
        .updateTable('staff_users')
        .set({ webauthn_user_id: make() })
        .where('id', '=', staffId)
        .where('webauthn_user_id', 'is', null)
        .execute();
      const row = await db
        .selectFrom('staff_users')
        .select('webauthn_user_id')
        .where('id', '=', staffId)
        .executeTakeFirstOrThrow();
      return row.webauthn_user_id!;
    },

    async setPasswordless(staffId: number, enabled: boolean) {
      await db
        .updateTable('staff_users')
        .set({ passkey_login: enabled ? 1 : 0 })
        .where('id', '=', staffId)
        .execute();
    },

    /** The last passkey of an account without TOTP is gone: so are its codes and the setting. */
    async clearPasskeyOnlyState(staffId: number, now: string) {
      await db.transaction().execute(async (trx) => {
        await replaceRecoveryCodes(trx, staffId, [], now);
        await trx
          .updateTable('staff_users')
          .set({ passkey_login: 0 })
          .where('id', '=', staffId)
          .execute();
      });
    },
  };
}

export function toPasskey(row: {
  id: number;
  nama: string;
  device_type: string;
  backed_up: number;
  created_at: string;
  last_used_at: string | null;
}): Passkey {
  return {
    id: row.id,
    nama: row.nama,
    synced: row.device_type === 'multiDevice',
    created_at: row.created_at,
    last_used_at: row.last_used_at,
  };
}
