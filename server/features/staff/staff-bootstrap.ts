import { randomBytes } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/dates.ts';
import { hashPassword } from '../../lib/passwords.ts';

/**
 * README.md, Configuration: when no staff user exists at start, a superadmin is created from ADMIN_USERNAME and
 * ADMIN_PASSWORD; without them the name is `superadmin` and a random password is printed once.
 */
export async function ensureBootstrapAdmin(db: Kysely<DB>, config: Config, log: FastifyBaseLogger) {
  const existing = await db.selectFrom('staff_users').select('id').limit(1).executeTakeFirst();
  if (existing) return undefined;
  const nama = config.admin.username ?? 'superadmin';
  const generated = !config.admin.password;
  const password = config.admin.password ?? randomBytes(12).toString('base64url');
  const now = nowIso();
  await db
    .insertInto('staff_users')
    .values({
      nama,
      password_hash: await hashPassword(password),
      role: 'superadmin',
      is_active: 1,
      password_changed_at: now,
      last_login_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  if (generated) {
    // Printed on the console on purpose, once: the operator needs it to log in the first time.
    console.log(
      `\n  Sigap: superadmin created.\n  Username: ${nama}\n  Password: ${password}\n  Change it after the first login.\n`,
    );
  } else {
    log.info({ nama }, 'bootstrap superadmin created');
  }
  return nama;
}
