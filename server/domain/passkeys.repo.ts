import type { Kysely } from 'kysely';

import type { DB } from '../db/schema.ts';

/**
 * Staff passkeys (WebAuthn credentials; docs/decisions/033). Plain Kysely, no HTTP: the passkeys
 * feature registers and removes them, the login routes and step-up use them.
 */

export interface NewPasskey {
  staffId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  nama: string;
  deviceType: string;
  backedUp: boolean;
  now: string;
}

export function passkeysRepo(db: Kysely<DB>) {
  return {
    listFor: (staffId: number) =>
      db
        .selectFrom('staff_passkeys')
        .select(['id', 'nama', 'device_type', 'backed_up', 'created_at', 'last_used_at'])
        .where('staff_id', '=', staffId)
        .orderBy('id')
        .execute(),

    /** The credentials of an account, for `allowCredentials` / `excludeCredentials`. */
    credentialsOf: (staffId: number) =>
      db
        .selectFrom('staff_passkeys')
        .select(['credential_id', 'transports'])
        .where('staff_id', '=', staffId)
        .execute(),

    findByCredentialId: (credentialId: string) =>
      db
        .selectFrom('staff_passkeys')
        .selectAll()
        .where('credential_id', '=', credentialId)
        .executeTakeFirst(),

    async count(staffId: number) {
      const row = await db
        .selectFrom('staff_passkeys')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('staff_id', '=', staffId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async insert(passkey: NewPasskey) {
      return db
        .insertInto('staff_passkeys')
        .values({
          staff_id: passkey.staffId,
          credential_id: passkey.credentialId,
          public_key: passkey.publicKey,
          counter: passkey.counter,
          transports: JSON.stringify(passkey.transports),
          nama: passkey.nama,
          device_type: passkey.deviceType,
          backed_up: passkey.backedUp ? 1 : 0,
          created_at: passkey.now,
          last_used_at: null,
        })
        .returning(['id'])
        .executeTakeFirstOrThrow();
    },

    /**
     * Records a use and the authenticator's new signature counter, only if the stored counter is
     * still the one the response was checked against: of two racing uses, one wins (docs/decisions/032).
     */
    async recordUse(id: number, checkedCounter: number, newCounter: number, now: string) {
      const result = await db
        .updateTable('staff_passkeys')
        .set({ counter: newCounter, last_used_at: now })
        .where('id', '=', id)
        .where('counter', '=', checkedCounter)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** False when the passkey is not this account's (or gone). */
    async remove(staffId: number, id: number) {
      const result = await db
        .deleteFrom('staff_passkeys')
        .where('id', '=', id)
        .where('staff_id', '=', staffId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async removeAll(staffId: number) {
      await db.deleteFrom('staff_passkeys').where('staff_id', '=', staffId).execute();
    },
  };
}

/** Whether an account has a passkey; with a TOTP, what makes a second factor "on". */
export async function hasPasskey(db: Kysely<DB>, staffId: number) {
  const row = await db
    .selectFrom('staff_passkeys')
    .select('id')
    .where('staff_id', '=', staffId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
