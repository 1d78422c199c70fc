import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { mfaText as t } from '#common/texts/mfa';

import { Button } from '../../components/ui/field.tsx';
import { confirmAction, toast } from '../../lib/alerts.ts';
import { api, failureText } from '../../lib/api-client.ts';
import { MfaEnrollment } from './mfa-enrollment.tsx';

type WithStepUp = <T>(action: () => Promise<T>) => Promise<T | undefined>;

/**
 * The own TOTP on /admin/keamanan. Adding one beside another factor, replacing it (a new phone)
 * and turning it off all go through a step-up (docs/decisions/033); the first factor of an account
 * enrols at once while the login's step-up holds, else after one.
 */
export function TotpPanel({
  isOn,
  hasFactor,
  withStepUp,
  withEnrolmentStepUp,
  onChanged,
}: {
  isOn: boolean;
  hasFactor: boolean;
  withStepUp: WithStepUp;
  /** Asks only when the server wants a step-up (the first factor too, docs/decisions/033). */
  withEnrolmentStepUp: WithStepUp;
  onChanged: () => void;
}) {
  const queryClient = useQueryClient();
  const [isEnrolling, setIsEnrolling] = useState(false);
  const disable = useMutation({
    mutationFn: () => api.delete<{ message: string }>('/staff/mfa', { auth: 'staff' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });

  const startEnrolling = async () => {
    if (await withStepUp(async () => true)) setIsEnrolling(true);
  };
  const onDisable = async () => {
    if (!(await confirmAction(t.disableConfirm, t.disableConfirmText))) return;
    try {
      const result = await withStepUp(() => disable.mutateAsync());
      if (result) await toast('success', result.message);
    } catch (failure) {
      await toast('error', failureText(failure, t.disableFailed));
    }
  };

  if (isEnrolling || !hasFactor)
    return (
      <section aria-labelledby="totp-title" className="space-y-4">
        <h2 id="totp-title" className="text-lg font-semibold text-slate-900">
          {t.enrollTitle}
        </h2>
        <MfaEnrollment
          hasStarted={isEnrolling}
          withStepUp={withEnrolmentStepUp}
          onDone={() => {
            setIsEnrolling(false);
            onChanged();
          }}
        />
      </section>
    );

  return (
    <section aria-labelledby="totp-title" className="space-y-3">
      <h2 id="totp-title" className="text-lg font-semibold text-slate-900">
        {t.totpTitle}
      </h2>
      <p className="text-sm text-slate-800">{isOn ? t.totpOn : t.totpOff}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={() => void startEnrolling()}>
          {isOn ? t.replaceTotp : t.addTotp}
        </Button>
        {isOn ? (
          <Button
            type="button"
            variant="secondary"
            isBusy={disable.isPending}
            onClick={() => void onDisable()}
          >
            {t.disableTotp}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
