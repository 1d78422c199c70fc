import { STAFF_ADMIN_ROLES, isRole } from '#common/roles';
import { idParamSchema, okSchema } from '#common/schemas/common';
import { staffLoginResultSchema } from '#common/schemas/auth';
import {
  mfaEnableInputSchema,
  mfaEnableResultSchema,
  mfaLoginInputSchema,
  mfaSetupResultSchema,
  mfaStatusSchema,
} from '#common/schemas/mfa';
import { mfaText } from '#common/texts/mfa';
import { staffText } from '#common/texts/staff';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { ownAccountChecks } from '../../plugins/auth.ts';
import {
  badRequest,
  conflict,
  errorResponses,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../lib/http-errors.ts';
import { MFA_CODE_SCOPE } from '../../plugins/login-throttle.ts';
import { finishStaffLogin } from './staff-login.ts';
import {
  ACCOUNT_WINDOW_SECONDS,
  ATTEMPTS_PER_CHALLENGE,
  matchTotp,
  newRecoveryCodes,
  newSecret,
  otpauthUrl,
  staffMfaRepo,
} from './staff-mfa.ts';

/**
 * Staff two-factor login (docs/api.md; docs/decisions/023): enrolment for the own account, the code
 * step after the password, the own status, and the superadmin's reset of another account.
 */

const THROTTLE_SCOPE = MFA_CODE_SCOPE;
const errors = errorResponses(400, 401, 403, 404, 409, 429);

export const staffMfaRoutes: FeaturePlugin = async (app, { config }) => {
  const repo = staffMfaRepo(app.db);
  const ownAccount = ownAccountChecks(app);
  const nowIso = () => app.clock().toISOString();

  app.get(
    '/staff/mfa',
    { preHandler: ownAccount, schema: { response: { 200: mfaStatusSchema, ...errors } } },
    async (request) => {
      const me = request.staff!;
      return { enabled: me.mfaEnabled, required: me.mfaRequired };
    },
  );

  app.post(
    '/staff/mfa/setup',
    { preHandler: ownAccount, schema: { response: { 200: mfaSetupResultSchema, ...errors } } },
    async (request) => {
      const me = request.staff!;
      // docs/decisions/033: every enrolment changes the factors (the first one too, which ends the
      // other sessions), so a stolen session alone cannot: the owner proves a factor (or, before
      // any, the password) first; a login counts as a step-up for five minutes.
      await app.stepUp.require(request);
      const secret = newSecret();
      await repo.setPendingSecret(me.id, secret);
      return { secret, otpauthUrl: otpauthUrl(me.nama, secret) };
    },
  );

  app.post(
    '/staff/mfa/enable',
    {
      preHandler: ownAccount,
      schema: { body: mfaEnableInputSchema, response: { 200: mfaEnableResultSchema, ...errors } },
    },
    async (request) => {
      const me = request.staff!;
      const user = await repo.findUser(me.id);
      if (!user) throw unauthorized(staffText.staffNotFound);
      await app.stepUp.require(request);
      if (!user.mfa_pending_secret) throw badRequest(mfaText.setupFirst);
      const step = await matchTotp(user.mfa_pending_secret, request.body.code, app.clock(), null);
      if (step === undefined) throw badRequest(mfaText.codeInvalid);
      const recoveryCodes = newRecoveryCodes();
      await repo.enable(me.id, user.mfa_pending_secret, step, recoveryCodes, nowIso());
      // Sessions opened with the password alone end; this one stays.
      await app.auth.revokeUserSessions('staff', me.id, me.sessionId);
      request.log.info({ staffId: me.id }, 'staff second factor enabled');
      return { recoveryCodes };
    },
  );

  app.post(
    '/login/mfa',
    {
      config: { rateLimit: app.rateLimits.perIp(60, '1 minute') },
      schema: {
        body: mfaLoginInputSchema,
        response: { 200: staffLoginResultSchema, ...errors },
      },
    },
    async (request) => {
      const { mfaToken, code } = request.body;
      const now = nowIso();
      const challenge = await repo.findChallenge(mfaToken);
      if (!challenge || challenge.used_at || challenge.expires_at <= now)
        throw unauthorized(mfaText.tokenInvalid);
      const attempt = {
        scope: THROTTLE_SCOPE,
        address: request.ip,
        account: `#${challenge.staff_id}`,
      };
      // Bulk guessing: per account and address (the throttle) and per mfaToken (a conditional
      // UPDATE), each slot taken before the code is checked, so a burst gets at most the limit.
      const slot = await app.loginThrottle.reserve(attempt);
      if (!(await repo.takeChallengeAttempt(challenge.id, ATTEMPTS_PER_CHALLENGE))) {
        await slot.release();
        throw tooManyRequests(mfaText.tooManyAttempts, ACCOUNT_WINDOW_SECONDS);
      }

      const user = await repo.findUser(challenge.staff_id);
      if (!user || !user.is_active || !isRole(user.role)) throw unauthorized(mfaText.tokenInvalid);
      // A passkey-only account has no TOTP, but its recovery codes work here (docs/decisions/033).
      const step = user.mfa_secret
        ? await matchTotp(user.mfa_secret, code, app.clock(), user.mfa_last_step)
        : undefined;
      const isValid =
        step !== undefined
          ? await repo.claimStep(user.id, step)
          : await repo.useRecoveryCode(user.id, code, now);
      if (!isValid) {
        request.log.info({ staffId: user.id }, 'staff second factor refused');
        throw unauthorized(mfaText.codeInvalid);
      }
      if (!(await repo.consumeChallenge(challenge.id, now)))
        throw unauthorized(mfaText.tokenInvalid);
      await slot.succeeded();
      if (step === undefined) request.log.info({ staffId: user.id }, 'recovery code used');
      return finishStaffLogin(app, request, { ...user, role: user.role }, config);
    },
  );

  app.delete(
    '/staff/:id/mfa',
    {
      // Another account's factor: a superadmin action that needs a step-up (docs/decisions/033).
      preHandler: [app.requireStaff(STAFF_ADMIN_ROLES), app.stepUp.require],
      schema: { params: idParamSchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      const { id } = request.params;
      // The own factor changes only after a step-up, on /admin/keamanan (docs/decisions/033).
      if (id === request.staff!.id) throw conflict(mfaText.cannotResetSelf);
      if (!(await repo.reset(id, nowIso()))) throw notFound(staffText.staffNotFound);
      // The account must enrol again; whoever holds its sessions is logged out.
      await app.auth.revokeUserSessions('staff', id);
      request.log.info({ staffId: id, by: request.staff!.id }, 'staff second factor reset');
      return { success: true as const, message: mfaText.resetDone };
    },
  );
};
