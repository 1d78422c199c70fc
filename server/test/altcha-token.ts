import { type AltchaChallenge, altchaToken } from '../../test-support/altcha-token.ts';
import type { TestApp } from './build-test-app.ts';

/** Fetches an altcha challenge from the app and solves it, as the browser widget does. */
export async function solvedCaptchaToken(app: TestApp) {
  const challenge = (await app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json();
  const token = await altchaToken(challenge as AltchaChallenge);
  if (!token) throw new Error('challenge not solved');
  return token;
}
