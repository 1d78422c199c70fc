/**
 * The browser half of passkeys (issue 18), wrapped once around @simplewebauthn/browser: the
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

import { passkeysText } from '#common/texts/passkeys';

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

export async function createPasskey(options: unknown) {
  if (!supportsPasskeys()) throw new PasskeyCancelled(passkeysText.unsupported);
  try {
    return await startRegistration({
      optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
    });
  } catch (error) {
    return cancelled(error);
  }
}

export async function getPasskeyAssertion(options: unknown) {
  if (!supportsPasskeys()) throw new PasskeyCancelled(passkeysText.unsupported);
  try {
    return await startAuthentication({
      optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
    });
  } catch (error) {
    return cancelled(error);
  }
}
