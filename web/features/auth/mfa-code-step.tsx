import { type FormEvent, useState } from 'react';

import type { StaffLoginResult } from '#common/schemas/auth';
import { commonText } from '#common/texts/common';
import { mfaText as t } from '#common/texts/mfa';

import { Button, FormMessage, TextField } from '../../components/ui/field.tsx';
import { api, clientErrorText } from '../../lib/api-client.ts';

/** The code step on /login after a right password (issue 9): a TOTP or a recovery code. */
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
  const [isBusy, setIsBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t.codeRequired);
      return;
    }
    setError(undefined);
    setIsBusy(true);
    try {
      const result = await api.post<StaffLoginResult>('/login/mfa', { mfaToken, code });
      await onLoggedIn(result);
    } catch (failure) {
      setError(clientErrorText(failure, commonText.serverError));
      setCode('');
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <>
      <h1 className="text-center text-2xl font-bold text-slate-900">{t.loginStepTitle}</h1>
      <p className="mt-1 mb-6 text-center text-sm text-slate-600">{t.loginStepIntro}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          label={t.loginCodeLabel}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
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
