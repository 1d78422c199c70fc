import { solveChallenge } from 'altcha-lib/v1';

import type { TestApp } from './build-test-app.ts';

/** Fetches an altcha challenge from the app and solves it, as the browser widget does. */
export async function solvedCaptchaToken(app: TestApp) {
  const challenge = (await app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json();
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('challenge not solved');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
