import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useOutletContext } from 'react-router';

import { applicationFormText as f, applicantsText as t } from '#common/texts/applicants';

import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Button } from '../../components/ui/field.tsx';
import { ScreenSpinner } from '../../components/ui/screen-spinner.tsx';
import { ApplicationForm } from '../../features/applicants/application-form.tsx';
import {
  type CareerContext,
  myApplicationQuery,
} from '../../features/applicants/my-application.queries.ts';
import { MyDataPanel } from '../../features/privacy/my-data-panel.tsx';
import { useOpenVacancies } from '../../features/vacancies/vacancies.queries.ts';
import { VacancyChooser } from '../../features/vacancies/vacancy-chooser.tsx';
import { chooseVacancy, readChosenVacancy } from '../../lib/chosen-vacancy.ts';

/**
 * /career: the form, or 'Anda Sudah Mengirim Lamaran' when this applicant already applied; below
 * it the applicant's data rights (download, erase; issue 9).
 */
export function Component() {
  return (
    <div className="space-y-8">
      <ApplicationArea />
      <MyDataPanel />
    </div>
  );
}

function ApplicationArea() {
  const user = useOutletContext<CareerContext>();
  const application = useQuery(myApplicationQuery(user.id));

  if (application.isPending) return <ScreenSpinner label={f.loading} className="text-brand-700" />;
  if (application.isError) {
    return (
      <div
        role="alert"
        className="mx-auto mt-10 max-w-md rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-700"
      >
        <p>{t.statusCheckFailed}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void application.refetch()}>
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
        <ButtonLink
          to="/career/detail"
          className="mt-6 inline-flex items-center justify-center px-5 py-2.5 text-sm shadow-sm"
        >
          {f.viewStatus}
        </ButtonLink>
      </section>
    );
  }
  return <ApplicationWithVacancy user={user} />;
}

/** Issue 17: the form with the vacancy chosen by 'Lamar Sekarang' (kept through login). */
function ApplicationWithVacancy({ user }: { user: CareerContext }) {
  const [slug, setSlug] = useState(readChosenVacancy);
  const open = useOpenVacancies();
  const vacancy = open.data?.find((v) => v.slug === slug);
  return (
    <ApplicationForm
      user={user}
      vacancy={vacancy}
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
      onSubmitted={() => chooseVacancy(null)}
    />
  );
}

export const handle = { seo: () => ({ title: t.formTitle, noindex: true }) };
