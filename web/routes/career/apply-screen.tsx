import { useState } from 'react';

import type { MyApplication, OpenPositions } from '#common/schemas/recruiting';
import type { Vacancy } from '#common/schemas/vacancies';
import { applicationFormText as f, applicantsText as t } from '#common/texts/applicants';

import { AnchorButton } from '../../components/ui/anchor-button.tsx';
import { Button } from '../../components/ui/field.tsx';
import { ScreenSpinner } from '../../components/ui/screen-spinner.tsx';
import { readDraft, saveDraft } from '../../features/applications/application-draft.ts';
import { chooseVacancy, readChosenVacancy } from '../../components/career/chosen-vacancy.ts';
import type { TypedValues } from '../../lib/page-navigation.ts';
import { ApiError, api } from '../../lib/api-client.ts';
import { useLoaded } from '../../lib/use-loaded.ts';
import { MyDataPanel } from '../../features/privacy/my-data-panel.tsx';
import { VacancyChooser } from '../../features/vacancies/vacancy-chooser.tsx';
import { ApplicationForm } from '../../features/applications/application-form.tsx';
import {
  CareerPage,
  type ServerApplicant,
  isServerDataMine,
  usePageApplicant,
} from './career-page.tsx';
import type { CareerContext } from '../../features/applications/application-form.tsx';

/** What the server renders /career with (docs/decisions/041); null where it did not read it. */
export interface CareerApplyData {
  user: ServerApplicant;
  /** The application; null when not applied (or not read). */
  application: MyApplication | null;
  /** The open vacancies and positions the form offers, read when the applicant has not applied. */
  vacancies: Vacancy[] | null;
  positions: OpenPositions | null;
}

/**
 * /career with the frame, as an island: the form, or 'Anda Sudah Mengirim Lamaran' when this
 * applicant already applied; below it the applicant's data rights (download, erase). What the
 * server read is the island's first data; without it the island asks with the browser's token.
 */
export function CareerApplyScreen({
  user: serverUser,
  application,
  vacancies,
  positions,
  typed,
}: CareerApplyData & { typed?: TypedValues }) {
  const user = usePageApplicant(serverUser);
  const [mine] = useState(() => {
    // What was typed into the server's form before this code arrived joins the kept draft, which
    // the form starts from (decision 041); files and the consent are chosen anew.
    if (user && typed && Object.keys(typed).length) {
      const draft = readDraft(user.id);
      saveDraft(user.id, { ...draft.fields, ...typed }, draft.answers);
    }
    // The server's reads stand only when they were made for this browser's applicant.
    return serverUser !== null && isServerDataMine(serverUser, user);
  });
  return (
    <CareerPage user={user} pathname="/career">
      {user ? (
        <div className="space-y-8">
          <ApplicationArea
            user={user}
            server={mine ? { application, vacancies, positions } : undefined}
          />
          <MyDataPanel />
        </div>
      ) : null}
    </CareerPage>
  );
}

/** The applicant's own application: null when not applied (404), never an error for that. */
const readMyApplication = (userId: number) => (signal: AbortSignal) =>
  api
    .get<MyApplication>(`/user/pelamar/${userId}`, { auth: 'applicant', signal })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    });

function ApplicationArea({
  user,
  server,
}: {
  user: NonNullable<ServerApplicant>;
  server?: Omit<CareerApplyData, 'user'>;
}) {
  const application = useLoaded(server?.application, readMyApplication(user.id));

  if (application.status === 'pending')
    return <ScreenSpinner label={f.loading} className="text-brand-700" />;
  if (application.status === 'error') {
    return (
      <div
        role="alert"
        className="mx-auto mt-10 max-w-md rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-700"
      >
        <p>{t.statusCheckFailed}</p>
        <Button variant="secondary" className="mt-4" onClick={application.reload}>
          Coba lagi
        </Button>
      </div>
    );
  }
  if (application.data) {
    return (
      <section className="mx-auto mt-6 max-w-xl rounded-2xl border border-emerald-200 bg-white p-8 text-center shadow-sm">
        <div
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700"
          aria-hidden="true"
        >
          <svg
            viewBox="0 0 24 24"
            className="h-8 w-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path d="M5 13l4 4L19 7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t.alreadyAppliedTitle}</h1>
        <p className="mt-2 text-slate-600">{f.alreadyAppliedText}</p>
        <AnchorButton
          href="/career/detail"
          className="mt-6 inline-flex items-center justify-center px-5 py-2.5 text-sm shadow-sm"
        >
          {f.viewStatus}
        </AnchorButton>
      </section>
    );
  }
  return (
    <ApplicationWithVacancy
      user={user as CareerContext}
      server={server}
      onApplied={application.set}
      onAlreadyApplied={application.reload}
    />
  );
}

/** The form with the vacancy chosen by 'Lamar Sekarang' (kept through login) (docs/decisions/031). */
function ApplicationWithVacancy({
  user,
  server,
  onApplied,
  onAlreadyApplied,
}: {
  user: CareerContext;
  server?: Omit<CareerApplyData, 'user'>;
  onApplied: (application: MyApplication) => void;
  onAlreadyApplied: () => void;
}) {
  const [slug, setSlug] = useState(readChosenVacancy);
  const open = useLoaded(server?.vacancies ?? undefined, (signal) =>
    api.get<Vacancy[]>('/lowongan', { signal }),
  );
  // Which positions are open (docs/decisions/025); until known, the form offers each.
  const positions = useLoaded(server?.positions ?? undefined, (signal) =>
    api.get<OpenPositions>('/posisi', { signal }),
  );
  const vacancy = open.data?.find((v) => v.slug === slug);
  return (
    <ApplicationForm
      user={user}
      vacancy={vacancy}
      openPositions={positions.data}
      vacancyChooser={
        <VacancyChooser
          vacancies={open.data ?? []}
          value={vacancy?.slug ?? ''}
          onChange={(chosen) => {
            chooseVacancy(chosen);
            setSlug(chosen);
          }}
        />
      }
      onSubmitted={(created) => {
        chooseVacancy(null);
        onApplied(created);
      }}
      onAlreadyApplied={onAlreadyApplied}
    />
  );
}
