import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { Config } from '../config.ts';
import { HttpError } from '../lib/http-errors.ts';
import { passkeysRepo } from '../domain/passkeys.repo.ts';
import {
  type ChallengeBinding,
  type ChallengePurpose,
  PasskeyRefused,
  challengeStore,
  verifyAssertion,
} from '../domain/webauthn.ts';

/**
 * Passkeys shared by the login routes (auth) and the own-account routes (passkeys):
 * `app.passkeys.challenges` hands out and takes back WebAuthn challenges, `app.passkeys.assert`
 * checks an assertion end to end and `app.passkeys.refuse` audits a refusal (forged,
 * replayed, cross-account, foreign-origin, stale and removed-passkey answers are all recorded).
 */

export interface AssertOptions {
  purpose: ChallengePurpose;
  binding?: ChallengeBinding;
  /** The account the passkey must belong to; unset for a login without a name. */
  staffId?: number;
  /** A passkey that replaces password and code must have checked PIN or biometrics. */
  requireUserVerification: boolean;
  /** Status of a refusal: 401 on login, 400 on an own-account call. */
  status: 400 | 401;
}

type Actor = { id: number; nama: string; role: string };

export interface Passkeys {
  challenges: ReturnType<typeof challengeStore>;
  /** Checks the response and records the use; throws a audited HttpError when refused. */
  assert(
    request: FastifyRequest,
    response: AuthenticationResponseJSON,
    options: AssertOptions,
  ): Promise<{ passkeyId: number; staffId: number }>;
  /** Records a refusal in the audit log and answers the HttpError to throw. */
  refuse(
    request: FastifyRequest,
    error: PasskeyRefused,
    purpose: ChallengePurpose,
    status: number,
    actorId?: number,
  ): Promise<HttpError>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passkeys: Passkeys;
  }
}

export const passkeysPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const nowIso = () => app.clock().toISOString();
  const repo = passkeysRepo(app.db);
  const challenges = challengeStore(app.db, nowIso);

  async function actorOf(id: number | undefined): Promise<Actor | undefined> {
    if (id === undefined) return undefined;
    return app.db
      .selectFrom('staff_users')
      .select(['id', 'nama', 'role'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  const refuse: Passkeys['refuse'] = async (request, error, purpose, status, actorId) => {
    const actor = request.staff ?? (await actorOf(actorId));
    await app.audit(request, 'passkey refused', `${purpose}: ${error.reason}`, actor);
    request.log.info({ staffId: actor?.id, purpose, reason: error.reason }, 'passkey refused');
    return new HttpError(status, error.message);
  };

  /** Spec (WebAuthn §7.2 step 6): without a name given first, the user handle names the owner. */
  async function userHandleMatches(response: AuthenticationResponseJSON, staffId: number) {
    const owner = await app.db
      .selectFrom('staff_users')
      .select('webauthn_user_id')
      .where('id', '=', staffId)
      .executeTakeFirst();
    return (
      Boolean(owner?.webauthn_user_id) && response.response.userHandle === owner?.webauthn_user_id
    );
  }

  app.decorate('passkeys', {
    challenges,
    refuse,
    async assert(request, response, options) {
      let ownerId = options.staffId;
      try {
        const challenge = await challenges.consume(response, options.purpose, options.binding);
        const passkey = await repo.findByCredentialId(String(response.id));
        if (!passkey) throw new PasskeyRefused('unknown-passkey');
        ownerId ??= passkey.staff_id;
        if (options.staffId !== undefined && passkey.staff_id !== options.staffId)
          throw new PasskeyRefused('wrong-account');
        if (options.staffId === undefined && !(await userHandleMatches(response, passkey.staff_id)))
          throw new PasskeyRefused('wrong-account');
        const newCounter = await verifyAssertion(
          config,
          response,
          challenge.challenge,
          passkey,
          options.requireUserVerification,
        );
        // Two uses checked against the same counter: the second finds it moved.
        if (!(await repo.recordUse(passkey.id, Number(passkey.counter), newCounter, nowIso())))
          throw new PasskeyRefused('counter');
        return { passkeyId: passkey.id, staffId: passkey.staff_id };
      } catch (error) {
        if (error instanceof PasskeyRefused)
          throw await refuse(request, error, options.purpose, options.status, ownerId);
        throw error;
      }
    },
  } satisfies Passkeys);
});
