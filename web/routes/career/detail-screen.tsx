import { useEffect, useState } from 'react';

import { todayIn } from '#common/dates';
import type { MyApplication } from '#common/schemas/recruiting';
import type { MyHiringDay } from '#common/schemas/hiring-days';
import { applicationFormText as f, applicantsText as t } from '#common/texts/applicants';
import { commonText } from '#common/texts/common';

import { AnchorButton } from '../../components/ui/anchor-button.tsx';
import { ScreenSpinner } from '../../components/ui/screen-spinner.tsx';
import { showError } from '../../lib/alerts.ts';
import { ApiError, api } from '../../lib/api-client.ts';
import { readToken } from '../../lib/auth-storage.ts';
import { usePublicConfig } from '../../lib/public-config.tsx';
import { MyHiringDays } from '../../features/hiring-days/my-hiring-days.tsx';
import { goTo } from '../../lib/page-navigation.ts';
import {
  CareerPage,
  type ServerApplicant,
  isServerDataMine,
  usePageApplicant,
} from './career-page.tsx';
import { MyApplicationDetail } from '../../features/applications/my-application-detail.tsx';

/** What the server renders /career/detail with (docs/decisions/041); all null when it did not know the applicant. */
export interface CareerDetailData {
  user: ServerApplicant;
  /** The application; null when the applicant has not applied. */
  application: MyApplication | null;
  /** The applicant's hiring day invitations. */
  hiringDays: MyHiringDay[] | null;
}

type Load =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: MyApplication | null };

/** GET /api/user/pelamar/{id}: 404 means not applied (docs/product.md §7). */
async function fetchApplication(userId: number) {
  try {
    return await api.get<MyApplication>(`/user/pelamar/${userId}`, { auth: 'applicant' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * /career/detail 'Detail Lamaran Saya' with the frame, as an island. docs/product.md §8: when the
 * application cannot be fetched, 'Error' / 'Anda belum melamar' and back to /career; meanwhile the
 * empty state shows. The server renders the status, the timeline and the invitations when it
 * knows the applicant; otherwise the island asks with the browser's token.
 */
export function CareerDetailScreen({
  user: serverUser,
  application,
  hiringDays,
}: CareerDetailData) {
  const { timeZone } = usePublicConfig();
  const user = usePageApplicant(serverUser);
  const isMine = isServerDataMine(serverUser, user);
  const [load, setLoad] = useState<Load>(
    isMine ? { state: 'ready', data: application } : { state: 'loading' },
  );
  const [version, setVersion] = useState(isMine ? -1 : 0);

  useEffect(() => {
    if (version < 0 || !user) return;
    let isActive = true;
    fetchApplication(user.id)
      .then((data) => {
        if (isActive) setLoad({ state: 'ready', data });
      })
      .catch((error: unknown) => {
        // A refused token goes to /login-user (dropRefusedToken).
        if (isActive && !(error instanceof ApiError && error.status === 401))
          setLoad({ state: 'failed' });
      });
    return () => {
      isActive = false;
    };
  }, [user, version]);

  const isMissing = (load.state === 'ready' && load.data === null) || load.state === 'failed';
  useEffect(() => {
    if (!isMissing) return;
    let isActive = true;
    void showError(commonText.error, t.notAppliedText).then(() => {
      if (isActive) goTo('/career', { replace: true });
    });
    return () => {
      isActive = false;
    };
  }, [isMissing]);

  const token = typeof window === 'undefined' ? null : readToken('applicant');
  let content;
  if (load.state === 'loading') {
    content = <ScreenSpinner label={f.loading} className="text-brand-700" />;
  } else if (load.state === 'failed' || !load.data) {
    content = (
      <div className="mx-auto mt-10 max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-xl font-bold text-slate-900">{t.myDetailTitle}</h1>
        <p className="mt-3 text-slate-600">{t.myDetailEmpty}</p>
        <AnchorButton href="/career" className="mt-5 inline-flex px-4 py-2 text-sm">
          {f.applyNow}
        </AnchorButton>
      </div>
    );
  } else {
    content = (
      <>
        <MyApplicationDetail
          application={load.data}
          timeZone={timeZone}
          today={todayIn(timeZone)}
        />
        {/* On the server the invitations it read; in the browser they need the stored token. */}
        {token || (typeof window === 'undefined' && hiringDays?.length) ? (
          <div className="mx-auto mt-5 max-w-4xl">
            <MyHiringDays
              token={token ?? ''}
              timeZone={timeZone}
              initial={isMine ? (hiringDays ?? undefined) : undefined}
              onChange={() => setVersion((n) => Math.max(n, 0) + 1)}
            />
          </div>
        ) : null}
      </>
    );
  }
  return (
    <CareerPage user={user} pathname="/career/detail">
      {content}
    </CareerPage>
  );
}
