import { useQuery } from '@tanstack/react-query';

import { mfaText as t } from '#common/texts/mfa';

import { Spinner } from '../../components/ui/field.tsx';
import { useRefreshAfterEnrolment } from '../../features/auth/mfa.queries.ts';
import { TotpPanel } from '../../features/auth/totp-panel.tsx';
import { PasskeyPanel } from '../../features/passkeys/passkey-panel.tsx';
import { securityQuery } from '../../features/passkeys/passkeys.queries.ts';
import { useStepUp } from '../../features/passkeys/use-step-up.tsx';
import { SessionList } from '../../features/staff-sessions/session-list.tsx';

/**
 * /admin/keamanan: the own account's security (docs/decisions/023): the second factors (TOTP and
 * passkeys, changed after a step-up), recovery codes left, and the active sessions.
 */
export function Component() {
  const status = useQuery(securityQuery());
  const refresh = useRefreshAfterEnrolment();
  const { withStepUp, dialog } = useStepUp(status.data);
  // The enrolment itself asks only when the server wants a step-up: its start already asked.
  const enrolment = useStepUp(status.data, { askFirst: false });
  const data = status.data;
  const hasFactor = Boolean(data && (data.totp || data.passkeys.length > 0));

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <section className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h1 className="text-2xl font-bold text-slate-900">{t.securityTitle}</h1>
        {!data ? (
          <Spinner />
        ) : (
          <>
            {hasFactor ? (
              <p className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
                {t.statusOn} · {t.recoveryLeft(data.recoveryCodesLeft)}
              </p>
            ) : (
              <div className="space-y-1">
                <p className="text-sm font-medium text-slate-800">{t.statusOff}</p>
                {data.required ? <p className="text-sm text-amber-700">{t.requiredNote}</p> : null}
              </div>
            )}
            <TotpPanel
              isOn={data.totp}
              hasFactor={hasFactor}
              withStepUp={withStepUp}
              withEnrolmentStepUp={enrolment.withStepUp}
              onChanged={() => void refresh()}
            />
            <hr className="border-slate-200" />
            <PasskeyPanel status={data} withStepUp={withStepUp} />
          </>
        )}
      </section>
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <SessionList />
      </section>
      {dialog}
      {enrolment.dialog}
    </div>
  );
}

export const handle = { seo: () => ({ title: t.securityTitle, noindex: true }) };
