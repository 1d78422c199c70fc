import { generateAuthenticationOptions } from '@simplewebauthn/server';

import { ALL_STAFF_ROLES } from '#common/roles';
import {
  passkeyAssertionInputSchema,
  stepUpResultSchema,
  webauthnOptionsSchema,
} from '#common/schemas/passkeys';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { errorResponses } from '../../lib/http-errors.ts';
import { passkeysRepo } from '../../domain/passkeys.repo.ts';
import {
  CEREMONY_TIMEOUT_MS,
  PasskeyRefused,
  parseTransports,
  relyingParty,
} from '../../domain/webauthn.ts';

/**
 * Step-up with one of the own passkeys (issue 18): the challenge is bound to this session, and
 * the passkey must be the caller's.
 */
export const stepUpPasskeyRoutes: FeaturePlugin = async (app, { config }) => {
  const repo = passkeysRepo(app.db);
  const rp = relyingParty(config);
  const ownAccount = app.requireStaff(ALL_STAFF_ROLES, { allowPendingMfa: true });
  const errors = errorResponses(400, 401, 403);

  app.post(
    '/staff/step-up/passkey/options',
    { preHandler: ownAccount, schema: { response: { 200: webauthnOptionsSchema, ...errors } } },
    async (request) => {
      const me = request.staff!;
      const credentials = await repo.credentialsOf(me.id);
      if (!credentials.length)
        throw await app.passkeys.refuse(
          request,
          new PasskeyRefused('unknown-passkey'),
          'step-up',
          400,
        );
      const options = await generateAuthenticationOptions({
        rpID: rp.rpID,
        timeout: CEREMONY_TIMEOUT_MS,
        userVerification: 'preferred',
        allowCredentials: credentials.map((credential) => ({
          id: credential.credential_id,
          transports: parseTransports(credential.transports) as never,
        })),
      });
      await app.passkeys.challenges.save(options.challenge, 'step-up', {
        staffId: me.id,
        sessionId: me.sessionId,
      });
      return { ...options };
    },
  );

  app.post(
    '/staff/step-up/passkey',
    {
      preHandler: ownAccount,
      schema: {
        body: passkeyAssertionInputSchema,
        response: { 200: stepUpResultSchema, ...errors },
      },
    },
    async (request) => {
      const me = request.staff!;
      await app.passkeys.assert(request, request.body.response as never, {
        purpose: 'step-up',
        binding: { staffId: me.id, sessionId: me.sessionId },
        staffId: me.id,
        requireUserVerification: false,
        status: 400,
      });
      return { until: await app.stepUp.grant(me.sessionId) };
    },
  );
};
