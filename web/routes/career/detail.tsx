import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useOutletContext } from 'react-router';

import { todayIn } from '#common/dates';
import { applicationFormText as f, applicantsText as t } from '#common/texts/applicants';
import { commonText } from '#common/texts/common';

import { ButtonLink } from '../../components/ui/button-link.tsx';
import { ScreenSpinner } from '../../components/ui/screen-spinner.tsx';
import { MyApplicationDetail } from '../../features/applicants/my-application-detail.tsx';
import {
  type CareerContext,
  myApplicationQuery,
} from '../../features/applicants/my-application.queries.ts';
import { showError } from '../../lib/alerts.ts';
import { ApiError } from '../../lib/api-client.ts';
import { usePublicConfig } from '../../lib/public-config.tsx';

/**
 * /career/detail 'Detail Lamaran Saya'. SPEC §8: when the application cannot be fetched,
 * 'Error' / 'Anda belum melamar' and back to /career; meanwhile the empty state shows.
 */
export function Component() {
  const user = useOutletContext<CareerContext>();
  const { timeZone } = usePublicConfig();
  const navigate = useNavigate();
  const application = useQuery(myApplicationQuery(user.id));
  const isMissing = application.isSuccess && application.data === null;
  const failure =
    application.isError &&
    !(application.error instanceof ApiError && application.error.status === 401);

  useEffect(() => {
    if (!isMissing && !failure) return;
    let isActive = true;
    void showError(commonText.error, t.notAppliedText).then(() => {
      if (isActive) navigate('/career', { replace: true });
    });
    return () => {
      isActive = false;
    };
  }, [isMissing, failure, navigate]);

  if (application.isPending) return <ScreenSpinner label={f.loading} className="text-brand-700" />;
  if (!application.data) {
    return (
      <div className="mx-auto mt-10 max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-xl font-bold text-slate-900">{t.myDetailTitle}</h1>
        <p className="mt-3 text-slate-600">{t.myDetailEmpty}</p>
        <ButtonLink to="/career" className="mt-5 inline-flex px-4 py-2 text-sm">
          {f.applyNow}
        </ButtonLink>
      </div>
    );
  }
  return (
    <MyApplicationDetail
      application={application.data}
      timeZone={timeZone}
      today={todayIn(timeZone)}
    />
  );
}

export const handle = { seo: () => ({ title: t.myDetailTitle, noindex: true }) };
