import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';

import type { Kysely } from 'kysely';

import { ROLES } from '#common/roles';

import type { Dialect } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/http-errors.ts';
import { passwordBodies } from '../../lib/password-policy.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { staffRepo } from '../../domain/staff-users.repo.ts';

export const CLI_USAGE = `Usage:
  npm run cli -- create-staff --nama NAME --role ROLE [--password PASSWORD]

  NAME      letters and digits only
  ROLE      one of: ${ROLES.join(', ')}
  PASSWORD  8 to 128 characters; when omitted a random one is generated and printed once`;

export class CliError extends Error {}

/**
 * `create-staff`: the operator's way to add a staff account without the web (e.g. a second
 * superadmin after the bootstrap one). Returns the lines to print; throws CliError on bad input.
 */
export async function createStaffCommand(db: Kysely<DB>, dialect: Dialect, argv: string[]) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { nama: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${CLI_USAGE}`);
  }
  const isGenerated = values.password === undefined;
  const password = values.password ?? randomBytes(12).toString('base64url');
  const parsed = passwordBodies.staffRegister.safeParse({
    nama: values.nama,
    role: values.role,
    password,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CliError(`--${String(issue.path[0])}: ${issue.message}\n\n${CLI_USAGE}`);
  }
  const repo = staffRepo(db, dialect);
  if (await repo.findByName(parsed.data.nama))
    throw new CliError(`--nama: Username sudah digunakan (${parsed.data.nama})`);
  try {
    await repo.create({
      nama: parsed.data.nama,
      role: parsed.data.role,
      passwordHash: await hashPassword(parsed.data.password),
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new CliError(`--nama: Username sudah digunakan (${parsed.data.nama})`);
    throw error;
  }
  const lines = [`Staff user created: ${parsed.data.nama} (${parsed.data.role})`];
  if (isGenerated) lines.push(`Password: ${password}`, 'Keep it safe: it is shown only this once.');
  return lines;
}
