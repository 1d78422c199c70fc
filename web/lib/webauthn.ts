/**
 * The browser half of passkeys (docs/decisions/033), wrapped once around @simplewebauthn/browser: the
 * login screen and the security screen both use it. A cancelled or timed-out prompt becomes a
 * PasskeyCancelled with an Indonesian text.
 */
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';

import { commonText } from '#common/texts/common';
import { passkeysText } from '#common/texts/passkeys';

import { clientErrorText } from './api-client.ts';

export class PasskeyCancelled extends Error {
  constructor(message: string = passkeysText.cancelled) {
    super(message);
    this.name = 'PasskeyCancelled';
  }
}

export function supportsPasskeys() {
  return typeof window !== 'undefined' && browserSupportsWebAuthn();
}

function cancelled(error: unknown): never {
  const name = (error as { name?: string })?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') throw new PasskeyCancelled();
  if (name === 'InvalidStateError') throw new PasskeyCancelled(passkeysText.alreadyRegistered);
  throw new PasskeyCancelled(passkeysText.refusals.invalid);
}

/** Runs one browser ceremony; any refusal becomes a PasskeyCancelled. */
async function ceremony<T>(start: () => Promise<T>) {
  if (!supportsPasskeys()) throw new PasskeyCancelled(passkeysText.unsupported);
  try {
    return await start();
  } catch (error) {
    return cancelled(error);
  }
}

export const createPasskey = (options: unknown) =>
  ceremony(() =>
    startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON }),
  );

export const getPasskeyAssertion = (options: unknown) =>
  ceremony(() =>
    startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON }),
  );

/** What to tell the user when a passkey step fails: the prompt's own text, or the server's. */
export const passkeyFailureText = (failure: unknown, fallback: string = commonText.serverError) =>
  failure instanceof PasskeyCancelled ? failure.message : clientErrorText(failure, fallback);
