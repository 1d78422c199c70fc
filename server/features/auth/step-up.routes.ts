import { okSchema } from '#common/schemas/common';
import { stepUpInputSchema, stepUpResultSchema } from '#common/schemas/passkeys';
import { mfaText } from '#common/texts/mfa';
import { staffText } from '#common/texts/staff';
import { stepUpText } from '#common/texts/step-up';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { ownAccountChecks } from '../../plugins/auth.ts';
import { badRequest, conflict, errorResponses, unauthorized } from '../../lib/http-errors.ts';
import { hasPasskey } from '../../domain/passkeys.repo.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { staffRepo } from '../../domain/staff-users.repo.ts';
import { MFA_CODE_SCOPE, STEP_UP_SCOPE } from '../../plugins/login-throttle.ts';
import { matchTotp, staffMfaRepo } from './staff-mfa.ts';

/**
 * Step-up with a code or the password (docs/decisions/033; a passkey steps up through
 * the passkeys feature), and turning the own TOTP off, which needs a step-up.
 */

const errors = errorResponses(400, 401, 403, 409, 429);

export const stepUpRoutes: FeaturePlugin = async (app) => {
  const mfaRepo = staffMfaRepo(app.db);
  const users = staffRepo(app.db, app.dbDialect);
  const ownAccount = ownAccountChecks(app);

  /** Whether `code` is a current TOTP (claimed, never twice) or an unused recovery code (used up). */
  async function acceptsCode(staffId: number, code: string) {
    const user = await mfaRepo.findUser(staffId);
    if (!user) return false;
    const step = user.mfa_secret
      ? await matchTotp(user.mfa_secret, code, app.clock(), user.mfa_last_step)
      : undefined;
    if (step !== undefined) return mfaRepo.claimStep(staffId, step);
    return mfaRepo.useRecoveryCode(staffId, code, app.clock().toISOString());
  }

  app.post(
    '/staff/step-up',
    {
      preHandler: ownAccount,
      config: { rateLimit: app.rateLimits.perIp(30, '1 minute') },
      schema: { body: stepUpInputSchema, response: { 200: stepUpResultSchema, ...errors } },
    },
    async (request) => {
      const me = request.staff!;
      const code = request.body.code?.replace(/\s+/g, '');
      const password = request.body.password;
      // A code counts against the login's code limit (10 per 15 minutes per account), the password
      // against the re-proof budget it shares with the current-password check (docs/decisions/033).
      const scope = me.mfaEnabled ? MFA_CODE_SCOPE : STEP_UP_SCOPE;
      const attempt = { scope, address: request.ip, account: `#${me.id}` };
      // With a second factor on, only a factor proves the owner: a thief may know the password.
      if (me.mfaEnabled && !code) throw badRequest(stepUpText.codeOrPasskey);
      if (!me.mfaEnabled && !password) throw badRequest(stepUpText.passwordRequired);
      // The slot is taken before the check, so a burst of guesses gets at most the limit (032).
      const slot = await app.loginThrottle.reserve(attempt);
      let isValid: boolean;
      if (me.mfaEnabled) {
        isValid = await acceptsCode(me.id, code!);
      } else {
        const row = await users.findById(me.id);
        if (!row) {
          await slot.release();
          throw unauthorized(staffText.staffNotFound);
        }
        isValid = await verifyPassword(row.password_hash, password!);
      }
      if (!isValid) {
        await app.audit(request, 'step-up refused', me.mfaEnabled ? 'code' : 'password');
        throw badRequest(me.mfaEnabled ? mfaText.codeInvalid : stepUpText.passwordWrong);
      }
      await slot.succeeded();
      return { until: await app.stepUp.grant(me.sessionId) };
    },
  );

  app.delete(
    '/staff/mfa',
    {
      preHandler: [...ownAccount, app.stepUp.require],
      schema: { response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      const me = request.staff!;
      const user = await mfaRepo.findUser(me.id);
      if (!user?.mfa_enabled_at) throw conflict(mfaText.notEnabled);
      const keepsPasskey = await hasPasskey(app.db, me.id);
      // A role that must use a second factor keeps one: a passkey first, then TOTP off.
      if (me.mfaRequired && !keepsPasskey) throw conflict(mfaText.lastFactor);
      await mfaRepo.disableTotp(me.id, keepsPasskey, app.clock().toISOString());
      request.log.info({ staffId: me.id }, 'staff TOTP turned off');
      return { success: true as const, message: mfaText.disabled };
    },
  );
};
