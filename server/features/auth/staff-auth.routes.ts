import { z } from 'zod';

import { staffLoginInputSchema } from '#common/schemas/auth';
import { type StaffLoginAnswer, staffLoginAnswerSchema } from '#common/schemas/mfa';
import { okSchema } from '#common/schemas/common';
import { isRole } from '#common/roles';
import { apiErrorText } from '#common/texts/common';
import { authText } from '#common/texts/auth';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { clearApplicantPageCookie } from '../../lib/applicant-page-cookie.ts';
import { errorResponses, forbidden, unauthorized } from '../../lib/http-errors.ts';
import { hasPasskey } from '../../domain/passkeys.repo.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { staffRepo } from '../../domain/staff-users.repo.ts';
import { LOGIN_REQUESTS_PER_MINUTE, verifyCaptchaOrRelease } from './login-attempts.ts';
import { finishStaffLogin } from './staff-login.ts';
import { staffMfaRepo } from './staff-mfa.ts';

/**
 * POST /login (staff, docs/product.md §7) and POST /logout (any token: staff or applicant). Attempts are
 * counted per (name, address) pair, per name and per address (`app.loginThrottle`, 429 past the
 * limit), and requests per address (`LOGIN_REQUESTS_PER_MINUTE`); the answer never says whether
 * the name exists.
 */

const THROTTLE_SCOPE = 'staff';

export const staffAuthRoutes: FeaturePlugin = async (app, { config }) => {
  const repo = staffRepo(app.db, app.dbDialect);
  const mfaRepo = staffMfaRepo(app.db);

  app.post(
    '/login',
    {
      config: { rateLimit: app.rateLimits.perIp(LOGIN_REQUESTS_PER_MINUTE, '1 minute') },
      schema: {
        body: staffLoginInputSchema,
        response: {
          200: staffLoginAnswerSchema,
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request): Promise<StaffLoginAnswer> => {
      const { nama, password, captchaToken } = request.body;
      const attempt = { scope: THROTTLE_SCOPE, address: request.ip, account: nama };
      // The slot is taken before the hash is checked (docs/decisions/032): a burst gets at most the limit.
      const slot = await app.loginThrottle.reserve(attempt);
      await verifyCaptchaOrRelease(app, slot, captchaToken, request.ip);
      const user = await repo.findByName(nama);
      const isValid = user
        ? await verifyPassword(user.password_hash, password)
        : await verifyAgainstDummy(password);
      if (!user || !isValid || !isRole(user.role)) {
        // The slot stays taken: it counts the failure. No name in the log (docs/decisions/024).
        request.log.info('staff login failed');
        throw unauthorized(authText.invalidCredentials);
      }
      // Only told after the right password, so this reveals nothing to a guesser.
      if (!user.is_active) throw forbidden(authText.accountDisabled);
      await slot.succeeded();
      // With a second factor on, the password only earns a short-lived mfaToken (docs/decisions/023).
      // A passkey is a second factor too (POST /login/mfa/factors says which ones) (docs/decisions/033).
      if (user.mfa_enabled_at || (await hasPasskey(app.db, user.id))) {
        const mfaToken = await mfaRepo.createChallenge(user.id, app.clock().toISOString());
        return { mfaRequired: true as const, mfaToken };
      }
      return finishStaffLogin(app, request, { ...user, role: user.role }, config);
    },
  );

  // Staff and applicants both log out here; the token's own session is revoked.
  app.post(
    '/logout',
    {
      schema: { body: z.unknown().optional(), response: { 200: okSchema, ...errorResponses(401) } },
    },
    async (request, reply) => {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if (!token) throw unauthorized(apiErrorText.unauthorized);
      const principal = await app.auth.authenticate(token);
      if (!principal) throw unauthorized(apiErrorText.sessionExpired);
      await app.auth.revokeSession(principal.sessionId);
      if (!('role' in principal)) clearApplicantPageCookie(request, reply);
      return { success: true as const, message: authText.loggedOut };
    },
  );
};
