import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Role } from '#common/roles';
import type { StaffLoginResult } from '#common/schemas/auth';

import type { Config } from '../../config.ts';
import { hasPasskey } from '../../domain/passkeys.repo.ts';
import { staffRepo } from '../../domain/staff-users.repo.ts';

/**
 * The end of a successful staff login, with or without a second factor: a session, the login
 * time, and the answer of POST /login (docs/api.md: /login/mfa answers exactly the same).
 */
export async function finishStaffLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  user: { id: number; nama: string; role: Role; mfa_enabled_at: string | null },
  config: Config,
): Promise<StaffLoginResult> {
  await staffRepo(app.db, app.dbDialect).markLogin(user.id);
  const token = await app.auth.issueStaffToken(user, {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  await app.audit(request, 'login', null, user);
  request.log.info({ staffId: user.id }, 'staff logged in');
  const mustEnrol =
    config.mfaRequiredRoles.includes(user.role) &&
    !user.mfa_enabled_at &&
    !(await hasPasskey(app.db, user.id));
  return {
    token,
    role: user.role,
    nama: user.nama,
    ...(mustEnrol ? { mfaEnrollmentRequired: true } : {}),
  };
}
