import { isRole } from '#common/roles';
import { staffLoginResultSchema } from '#common/schemas/auth';
import {
  mfaFactorsSchema,
  passkeyAssertionInputSchema,
  passkeyMfaLoginInputSchema,
  passkeyMfaOptionsInputSchema,
  webauthnOptionsSchema,
} from '#common/schemas/passkeys';
import { z } from 'zod';
import { authText } from '#common/texts/auth';
import { mfaText } from '#common/texts/mfa';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { errorResponses, forbidden, tooManyRequests, unauthorized } from '../../lib/http-errors.ts';
import { passkeysRepo } from '../../domain/passkeys.repo.ts';
import { ownPasskeyCeremony } from '../../domain/own-passkey-ceremony.ts';
import { PasskeyRefused, assertionOptions } from '../../domain/webauthn.ts';
import { finishStaffLogin } from './staff-login.ts';
import { ATTEMPTS_PER_CHALLENGE, staffMfaRepo } from './staff-mfa.ts';

/**
 * Logging in with a passkey (docs/decisions/033): as the second factor after the
 * password (`/login/mfa/passkey`, bound to the mfaToken) or, where the account allows it, alone
 * (`/login/passkey`: a discoverable passkey with PIN or biometrics names the account itself).
 */

const errors = errorResponses(400, 401, 403, 429);

export const passkeyLoginRoutes: FeaturePlugin = async (app, { config }) => {
  const mfaRepo = staffMfaRepo(app.db);
  const passkeys = passkeysRepo(app.db);
  const secondFactor = ownPasskeyCeremony(app, config, 'login-mfa', 401);
  const nowIso = () => app.clock().toISOString();
  const rateLimit = app.rateLimits.perIp(60, '1 minute');
  /** The options of every step here: rate-limited per address, `body` in, `answer` out. */
  const loginStep = <Body extends z.ZodType, Answer extends z.ZodType>(
    body: Body,
    answer: Answer,
  ) => ({
    config: { rateLimit },
    schema: { body, response: { 200: answer, ...errors } },
  });

  /** The mfaToken's challenge while it may still be answered; 401/429 otherwise. */
  async function openChallenge(mfaToken: string) {
    const challenge = await mfaRepo.findChallenge(mfaToken);
    if (!challenge || challenge.used_at || challenge.expires_at <= nowIso())
      throw unauthorized(mfaText.tokenInvalid);
    if (challenge.attempts >= ATTEMPTS_PER_CHALLENGE)
      throw tooManyRequests(mfaText.tooManyAttempts);
    return challenge;
  }

  app.post(
    '/login/mfa/factors',
    loginStep(passkeyMfaOptionsInputSchema, mfaFactorsSchema),
    async (request) => {
      const challenge = await openChallenge(request.body.mfaToken);
      const user = await mfaRepo.findUser(challenge.staff_id);
      return {
        totp: Boolean(user?.mfa_enabled_at),
        passkey: (await passkeys.count(challenge.staff_id)) > 0,
      };
    },
  );

  app.post(
    '/login/mfa/passkey/options',
    loginStep(passkeyMfaOptionsInputSchema, webauthnOptionsSchema),
    async (request) => {
      const challenge = await openChallenge(request.body.mfaToken);
      return secondFactor.options(request, {
        staffId: challenge.staff_id,
        mfaChallengeId: challenge.id,
      });
    },
  );

  app.post(
    '/login/mfa/passkey',
    loginStep(passkeyMfaLoginInputSchema, staffLoginResultSchema),
    async (request) => {
      const challenge = await openChallenge(request.body.mfaToken);
      // A passkey answer takes one of the mfaToken's attempts before it is checked, like a code.
      if (!(await mfaRepo.takeChallengeAttempt(challenge.id, ATTEMPTS_PER_CHALLENGE)))
        throw tooManyRequests(mfaText.tooManyAttempts);
      await secondFactor.assert(request, request.body.response, {
        staffId: challenge.staff_id,
        mfaChallengeId: challenge.id,
      });
      const user = await mfaRepo.findUser(challenge.staff_id);
      if (!user || !user.is_active || !isRole(user.role)) throw unauthorized(mfaText.tokenInvalid);
      if (!(await mfaRepo.consumeChallenge(challenge.id, nowIso())))
        throw unauthorized(mfaText.tokenInvalid);
      return finishStaffLogin(app, request, { ...user, role: user.role }, config);
    },
  );

  app.post(
    '/login/passkey/options',
    loginStep(z.unknown().optional(), webauthnOptionsSchema),
    async () => {
      // No allowCredentials: the browser offers the site's discoverable passkeys, and the answer
      // names the account; nothing here tells a stranger which names exist.
      const options = await assertionOptions(config, 'required');
      await app.passkeys.challenges.save(options.challenge, 'login-passwordless');
      return { ...options };
    },
  );

  app.post(
    '/login/passkey',
    loginStep(passkeyAssertionInputSchema, staffLoginResultSchema),
    async (request) => {
      const { staffId } = await app.passkeys.assert(request, request.body.response as never, {
        purpose: 'login-passwordless',
        requireUserVerification: true,
        status: 401,
      });
      const user = await mfaRepo.findUser(staffId);
      if (!user || !isRole(user.role)) throw unauthorized(authText.invalidCredentials);
      if (!user.is_active) throw forbidden(authText.accountDisabled);
      const allowed = await app.db
        .selectFrom('staff_users')
        .select('passkey_login')
        .where('id', '=', staffId)
        .executeTakeFirst();
      if (!allowed?.passkey_login)
        throw await app.passkeys.refuse(
          request,
          new PasskeyRefused('not-allowed'),
          'login-passwordless',
          401,
          staffId,
        );
      return finishStaffLogin(app, request, { ...user, role: user.role }, config);
    },
  );
};
