import { createHash } from 'node:crypto';

import {
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Kysely } from 'kysely';

import { passkeysText } from '#common/texts/passkeys';

import type { Config } from '../config.ts';
import type { DB } from '../db/schema.ts';
import { addSeconds } from '../lib/dates.ts';

/**
 * WebAuthn around SimpleWebAuthn (docs/decisions/033): the relying party from SITE_URL,
 * challenges stored in the database (every instance can check them; single use; a few minutes),
 * and the checks of a registration or an assertion, each refusal named so it can be audited.
 */

export type ChallengePurpose = 'register' | 'step-up' | 'login-mfa' | 'login-passwordless';

/** How long a challenge may be answered; the browser's own timeout is a little shorter. */
export const CHALLENGE_TTL_SECONDS = 3 * 60;
export const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;

/** The relying party: the site's host name is the RP ID, its origin the only one accepted. */
export function relyingParty(config: Pick<Config, 'siteUrl'>) {
  const url = new URL(config.siteUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: 'Sigap' };
}

const hashChallenge = (challenge: string) =>
  createHash('sha256').update(`webauthn:${challenge}`).digest('base64url');

export interface ChallengeBinding {
  staffId?: number;
  sessionId?: string;
  mfaChallengeId?: string;
}

/** Why a passkey was refused: the audit target, and the key of the text the user sees. */
export type Refusal =
  | 'challenge' // unknown, used or expired challenge (replay, stale)
  | 'unknown-passkey' // no such credential (never registered, or removed)
  | 'wrong-account' // a passkey of another account
  | 'origin' // made on another site
  | 'counter' // the signature counter went back: a cloned authenticator or a replay
  | 'not-allowed' // passwordless login is off for the account
  | 'invalid'; // anything else: bad signature, malformed data, no user verification

export class PasskeyRefused extends Error {
  constructor(readonly reason: Refusal) {
    super(passkeysText.refusals[reason]);
    this.name = 'PasskeyRefused';
  }
}

export function challengeStore(db: Kysely<DB>, nowIso: () => string) {
  return {
    /**
     * Keeps the challenge of options just generated (SimpleWebAuthn draws 32 random bytes) for
     * `purpose`, bound to whom it was for.
     */
    async save(challenge: string, purpose: ChallengePurpose, binding: ChallengeBinding = {}) {
      const now = nowIso();
      await db
        .insertInto('webauthn_challenges')
        .values({
          id: hashChallenge(challenge),
          purpose,
          challenge,
          staff_id: binding.staffId ?? null,
          session_id: binding.sessionId ?? null,
          mfa_challenge_id: binding.mfaChallengeId ?? null,
          created_at: now,
          expires_at: addSeconds(now, CHALLENGE_TTL_SECONDS),
        })
        .execute();
    },

    /**
     * Takes the challenge the response answers out of the store (a delete: whoever comes second,
     * or with a replay, finds nothing). Throws PasskeyRefused('challenge') when it is unknown,
     * used, expired, for another purpose or bound to another session or login.
     */
    async consume(
      response: { response: { clientDataJSON: string } },
      purpose: ChallengePurpose,
      binding: ChallengeBinding = {},
    ) {
      const challenge = challengeOf(response.response.clientDataJSON);
      if (!challenge) throw new PasskeyRefused('invalid');
      const row = await db
        .deleteFrom('webauthn_challenges')
        .where('id', '=', hashChallenge(challenge))
        .returningAll()
        .executeTakeFirst();
      const matches =
        row &&
        row.purpose === purpose &&
        row.expires_at > nowIso() &&
        (binding.staffId === undefined || row.staff_id === binding.staffId) &&
        (binding.sessionId === undefined || row.session_id === binding.sessionId) &&
        (binding.mfaChallengeId === undefined || row.mfa_challenge_id === binding.mfaChallengeId);
      if (!matches) throw new PasskeyRefused('challenge');
      return row;
    },

    async deleteExpired() {
      const result = await db
        .deleteFrom('webauthn_challenges')
        .where('expires_at', '<=', nowIso())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** The challenge a client answered, read from its clientDataJSON; undefined when unreadable. */
function challengeOf(clientDataJSON: string) {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof data.challenge === 'string' && data.challenge.length <= 200
      ? data.challenge
      : undefined;
  } catch {
    return undefined;
  }
}

/** Maps the library's error to a refusal: only the reason is kept, never the response. */
function refusalOf(error: unknown): Refusal {
  const message = error instanceof Error ? error.message : '';
  if (/origin/i.test(message)) return 'origin';
  if (/counter/i.test(message)) return 'counter';
  return 'invalid';
}

/**
 * Runs one of the library's checks with what every answer must match (the challenge given out,
 * this site's origin and RP ID): an answer it does not verify, or an error it throws, becomes a
 * PasskeyRefused naming the reason.
 */
async function checkAnswer<R extends { verified: boolean }>(
  config: Pick<Config, 'siteUrl'>,
  expectedChallenge: string,
  check: (expected: {
    expectedChallenge: string;
    expectedOrigin: string;
    expectedRPID: string;
  }) => Promise<R>,
): Promise<R & { verified: true }> {
  const rp = relyingParty(config);
  try {
    const result = await check({
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
    });
    if (!result.verified) throw new PasskeyRefused('invalid');
    return result as R & { verified: true };
  } catch (error) {
    if (error instanceof PasskeyRefused) throw error;
    throw new PasskeyRefused(refusalOf(error));
  }
}

export async function verifyRegistration(
  config: Pick<Config, 'siteUrl'>,
  response: RegistrationResponseJSON,
  expectedChallenge: string,
) {
  const result = await checkAnswer(config, expectedChallenge, (expected) =>
    verifyRegistrationResponse({ response, ...expected, requireUserVerification: false }),
  );
  return result.registrationInfo;
}

export interface StoredPasskey {
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string | null;
}

/**
 * Checks an assertion against a stored passkey: signature, challenge, origin, RP ID, user
 * presence (and verification when `requireUserVerification`), and that the signature counter
 * went up. Answers the new counter.
 */
export async function verifyAssertion(
  config: Pick<Config, 'siteUrl'>,
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
  passkey: StoredPasskey,
  requireUserVerification: boolean,
) {
  const result = await checkAnswer(config, expectedChallenge, (expected) =>
    verifyAuthenticationResponse({
      response,
      ...expected,
      requireUserVerification,
      credential: {
        id: passkey.credential_id,
        publicKey: Buffer.from(passkey.public_key, 'base64url'),
        counter: Number(passkey.counter),
        transports: parseTransports(passkey.transports) as never,
      },
    }),
  );
  return result.authenticationInfo.newCounter;
}

/**
 * Options asking the browser for an assertion: by one of `credentials`, or, when none are given,
 * by any discoverable passkey of the site (the answer then names the account).
 */
export function assertionOptions(
  config: Pick<Config, 'siteUrl'>,
  userVerification: 'preferred' | 'required',
  credentials?: Pick<StoredPasskey, 'credential_id' | 'transports'>[],
) {
  return generateAuthenticationOptions({
    rpID: relyingParty(config).rpID,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification,
    allowCredentials: credentials && credentialDescriptors(credentials),
  });
}

/** Passkeys as the browser is told of them (`allowCredentials`, `excludeCredentials`). */
export const credentialDescriptors = (
  credentials: Pick<StoredPasskey, 'credential_id' | 'transports'>[],
) =>
  credentials.map((credential) => ({
    id: credential.credential_id,
    transports: parseTransports(credential.transports) as never,
  }));

export function parseTransports(stored: string | null): string[] {
  try {
    const value: unknown = stored ? JSON.parse(stored) : [];
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
