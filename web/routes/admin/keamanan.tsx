import { useQuery } from '@tanstack/react-query';

import { mfaText as t } from '#common/texts/mfa';

import { Spinner } from '../../components/ui/field.tsx';
import { MfaEnrollment } from '../../features/auth/mfa-enrollment.tsx';
import { mfaStatusQuery, useRefreshAfterEnrolment } from '../../features/auth/mfa.queries.ts';

/** /admin/keamanan: the own account's second factor (issue 9). */
export function Component() {
  const status = useQuery(mfaStatusQuery());
  const refresh = useRefreshAfterEnrolment();
  return (
    <section className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t.securityTitle}</h1>
      {status.isPending ? (
        <Spinner />
      ) : status.data?.enabled ? (
        <p className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
          {t.statusOn}
        </p>
      ) : (
        <div className="space-y-4">
          <p className="text-sm font-medium text-slate-800">{t.statusOff}</p>
          {status.data?.required ? (
            <p className="text-sm text-amber-700">{t.requiredNote}</p>
          ) : null}
          <h2 className="text-lg font-semibold text-slate-900">{t.enrollTitle}</h2>
          <MfaEnrollment onDone={() => void refresh()} />
        </div>
      )}
    </section>
  );
}

export const handle = { seo: () => ({ title: t.securityTitle, noindex: true }) };
