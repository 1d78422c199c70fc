import { type FormEvent, useEffect, useState } from 'react';

import type { StaffLoginResult } from '#common/schemas/auth';
import type { MfaFactors } from '#common/schemas/passkeys';
import { passkeysText } from '#common/texts/passkeys';
import { mfaText as t } from '#common/texts/mfa';

import { Button, FormMessage } from '../../components/ui/field.tsx';
import { LoginCodeField } from '../../components/ui/login-code-field.tsx';
import { api } from '../../lib/api-client.ts';
import { useBusyStep } from '../../lib/use-busy-step.ts';
import { getPasskeyAssertion, supportsPasskeys } from '../../lib/webauthn.ts';

/**
 * The step on /login after a right password (docs/decisions/023): a TOTP or a recovery code, or (docs/decisions/033)
 * one of the account's passkeys.
 */
export function MfaCodeStep({
  mfaToken,
  onBack,
  onLoggedIn,
}: {
  mfaToken: string;
  onBack: () => void;
  onLoggedIn: (result: StaffLoginResult) => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [factors, setFactors] = useState<MfaFactors>();
  const { isBusy, run } = useBusyStep(setError);

  useEffect(() => {
    let isCurrent = true;
    api
      .post<MfaFactors>('/login/mfa/factors', { mfaToken })
      .then((answer) => isCurrent && setFactors(answer))
      .catch(() => undefined); // the code field still works
    return () => {
      isCurrent = false;
    };
  }, [mfaToken]);

  const onPasskey = () =>
    run(async () => {
      const options = await api.post('/login/mfa/passkey/options', { mfaToken });
      const response = await getPasskeyAssertion(options);
      await onLoggedIn(
        await api.post<StaffLoginResult>('/login/mfa/passkey', { mfaToken, response }),
      );
    });
  const canUsePasskey = Boolean(factors?.passkey) && supportsPasskeys();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t.codeRequired);
      return;
    }
    const isDone = await run(async () =>
      onLoggedIn(await api.post<StaffLoginResult>('/login/mfa', { mfaToken, code })),
    );
    if (!isDone) setCode('');
  };

  return (
    <>
      <h1 className="text-center text-2xl font-bold text-slate-900">{t.loginStepTitle}</h1>
      <p className="mt-1 mb-6 text-center text-sm text-slate-600">{t.loginStepIntro}</p>
      {canUsePasskey ? (
        <>
          <Button type="button" className="w-full" isBusy={isBusy} onClick={() => void onPasskey()}>
            {passkeysText.useInstead}
          </Button>
          <p className="my-4 text-center text-xs text-slate-500 uppercase">{passkeysText.or}</p>
        </>
      ) : null}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <LoginCodeField autoFocus={!canUsePasskey} value={code} onChange={setCode} />
        <FormMessage message={error} isBold />
        <Button type="submit" className="w-full" isBusy={isBusy}>
          {t.verifyButton}
        </Button>
        <Button type="button" variant="secondary" className="w-full" onClick={onBack}>
          {t.backToPassword}
        </Button>
      </form>
    </>
  );
}
