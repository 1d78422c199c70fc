import { ALL_STAFF_ROLES } from '#common/roles';
import {
  passkeyAssertionInputSchema,
  stepUpResultSchema,
  webauthnOptionsSchema,
} from '#common/schemas/passkeys';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { errorResponses } from '../../lib/http-errors.ts';
import { ownPasskeyCeremony } from '../../domain/own-passkey-ceremony.ts';

/**
 * Step-up with one of the own passkeys (docs/decisions/033): the challenge is bound to this session, and
 * the passkey must be the caller's.
 */
export const stepUpPasskeyRoutes: FeaturePlugin = async (app, { config }) => {
  const passkeyStepUp = ownPasskeyCeremony(app, config, 'step-up', 400);
  const ownAccount = app.requireStaff(ALL_STAFF_ROLES, { allowPendingMfa: true });
  const errors = errorResponses(400, 401, 403);

  app.post(
    '/staff/step-up/passkey/options',
    { preHandler: ownAccount, schema: { response: { 200: webauthnOptionsSchema, ...errors } } },
    async (request) => {
      const me = request.staff!;
      return passkeyStepUp.options(request, { staffId: me.id, sessionId: me.sessionId });
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
      await passkeyStepUp.assert(request, request.body.response, {
        staffId: me.id,
        sessionId: me.sessionId,
      });
      return { until: await app.stepUp.grant(me.sessionId) };
    },
  );
};
