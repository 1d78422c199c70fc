import { useState } from 'react';

import { passkeyFailureText } from './webauthn.ts';

/**
 * One async step at a time (a code, a password or a passkey prompt): `isBusy` while it runs, and
 * its failure handed to `onError` as text (cleared when a step starts). `run` resolves to whether
 * the step succeeded.
 */
export function useBusyStep(onError: (message: string | undefined) => void) {
  const [isBusy, setIsBusy] = useState(false);
  const run = async (step: () => Promise<unknown>) => {
    onError(undefined);
    setIsBusy(true);
    try {
      await step();
      return true;
    } catch (failure) {
      onError(passkeyFailureText(failure));
      return false;
    } finally {
      setIsBusy(false);
    }
  };
  return { isBusy, run };
}
