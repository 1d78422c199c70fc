import { solveChallenge } from 'altcha-lib/v1';

/** What GET /api/captcha/challenge answers with ALTCHA on. */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/**
 * Solves an ALTCHA challenge as the browser widget does and returns the token a form submits
 * (base64 JSON). Shared by the API tests and the browser tests; undefined when unsolvable.
 */
export async function altchaToken(challenge: AltchaChallenge) {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) return undefined;
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
