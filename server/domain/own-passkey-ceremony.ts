import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Config } from '../config.ts';
import { passkeysRepo } from './passkeys.repo.ts';
import { type ChallengeBinding, PasskeyRefused, assertionOptions } from './webauthn.ts';

type OwnBinding = ChallengeBinding & { staffId: number };

/**
 * A passkey as the second proof for an account already named (docs/decisions/033): after the password at
 * login ('login-mfa', refused with 401, auth) or for a step-up ('step-up', 400, passkeys). The
 * options offer the account's own passkeys and bind the challenge to `binding`; the answer must
 * come from one of them, with or without PIN or biometrics.
 */
export function ownPasskeyCeremony(
  app: FastifyInstance,
  config: Pick<Config, 'siteUrl'>,
  purpose: 'login-mfa' | 'step-up',
  status: 400 | 401,
) {
  const repo = passkeysRepo(app.db);
  return {
    /** Throws an audited refusal when the account has no passkey. */
    async options(request: FastifyRequest, binding: OwnBinding) {
      const credentials = await repo.credentialsOf(binding.staffId);
      if (!credentials.length)
        throw await app.passkeys.refuse(
          request,
          new PasskeyRefused('unknown-passkey'),
          purpose,
          status,
          binding.staffId,
        );
      const options = await assertionOptions(config, 'preferred', credentials);
      await app.passkeys.challenges.save(options.challenge, purpose, binding);
      return { ...options };
    },

    /** Checks the answer to the challenge bound to `binding`; throws an audited refusal. */
    assert(request: FastifyRequest, response: unknown, binding: OwnBinding) {
      return app.passkeys.assert(request, response as never, {
        purpose,
        binding,
        staffId: binding.staffId,
        requireUserVerification: false,
        status,
      });
    },
  };
}
