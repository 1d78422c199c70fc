import { useState } from 'react';

import type { StaffLoginResult } from '#common/schemas/auth';
import { passkeysText as t } from '#common/texts/passkeys';

import { Button } from '../../components/ui/field.tsx';
import { api } from '../../lib/api-client.ts';
import { useBusyStep } from '../../lib/use-busy-step.ts';
import { getPasskeyAssertion, supportsPasskeys } from '../../lib/webauthn.ts';

/**
 * 'Masuk dengan passkey' on /login (docs/decisions/033): no name and no password; the browser offers the
 * site's passkeys and the server accepts one whose owner allowed passwordless login.
 */
export function PasskeyLoginButton({
  onLoggedIn,
  onError,
}: {
  onLoggedIn: (result: StaffLoginResult) => Promise<void>;
  onError: (message: string | undefined) => void;
}) {
  // /login renders in the browser only (web/routes.tsx), so this can be read at once.
  const [isSupported] = useState(supportsPasskeys);
  const { isBusy, run } = useBusyStep(onError);
  if (!isSupported) return null;

  const onClick = () =>
    run(async () => {
      const options = await api.post('/login/passkey/options');
      const response = await getPasskeyAssertion(options);
      await onLoggedIn(await api.post<StaffLoginResult>('/login/passkey', { response }));
    });

  return (
    <>
      <p className="my-4 text-center text-xs text-slate-500 uppercase">{t.or}</p>
      <Button
        type="button"
        variant="secondary"
        className="w-full"
        isBusy={isBusy}
        onClick={() => void onClick()}
      >
        {t.loginWithPasskey}
      </Button>
    </>
  );
}
