import { type FormEvent, useEffect, useRef, useState } from 'react';

import { mfaText } from '#common/texts/mfa';
import { passkeysText } from '#common/texts/passkeys';
import { stepUpText as t } from '#common/texts/step-up';

import { Button, FormMessage } from '../../components/ui/field.tsx';
import { LoginCodeField } from '../../components/ui/login-code-field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { useBusyStep } from '../../lib/use-busy-step.ts';
import { stepUpWithPasskey, stepUpWithSecret } from './passkeys.queries.ts';

/**
 * Proving a factor again before a sensitive change (docs/decisions/033): a modal <dialog> (focus stays
 * inside, Escape cancels) offering the passkey, a code, or the password when no factor exists.
 */
export function StepUpDialog({
  hasFactor,
  hasPasskey,
  onDone,
}: {
  hasFactor: boolean;
  hasPasskey: boolean;
  onDone: (isConfirmed: boolean) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string>();
  const { isBusy, run } = useBusyStep(setError);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  async function attempt(proof: () => Promise<unknown>) {
    if (await run(proof)) onDone(true);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!secret.trim()) {
      setError(hasFactor ? mfaText.codeRequired : t.passwordRequired);
      return;
    }
    void attempt(() =>
      stepUpWithSecret(hasFactor ? { code: secret.trim() } : { password: secret }),
    );
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="step-up-title"
      onCancel={(event) => {
        event.preventDefault();
        onDone(false);
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-5 shadow-xl backdrop:bg-slate-900/50 sm:p-6"
    >
      <h2 id="step-up-title" className="text-xl font-bold text-slate-900">
        {t.dialogTitle}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        {hasFactor ? t.dialogIntroFactor : t.dialogIntroPassword}
      </p>
      {hasPasskey ? (
        <Button
          type="button"
          className="mb-4 w-full"
          isBusy={isBusy}
          onClick={() => void attempt(stepUpWithPasskey)}
        >
          {passkeysText.useInstead}
        </Button>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {hasFactor ? (
          <LoginCodeField autoFocus={!hasPasskey} value={secret} onChange={setSecret} />
        ) : (
          <PasswordField
            label={t.passwordLabel}
            autoComplete="current-password"
            autoFocus
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
          />
        )}
        <FormMessage message={error} isBold />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onDone(false)}>
            {t.cancelButton}
          </Button>
          <Button type="submit" isBusy={isBusy}>
            {t.confirmButton}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
