import { Link } from 'react-router';

import type { Vacancy } from '#common/schemas/vacancies';
import { vacanciesText as t } from '#common/texts/vacancies';

import { closingText, placementText, positionText, salaryText } from './vacancy-format.ts';

/** One vacancy in a list: the title links to its page; the facts a job seeker scans first. */
export function VacancyCard({
  vacancy,
  headingLevel = 'h2',
}: {
  vacancy: Vacancy;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const salary = salaryText(vacancy);
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <p className="text-brand-700 text-sm font-semibold">{positionText(vacancy.posisi)}</p>
      <Heading className="mt-1 text-xl font-bold text-slate-900">
        <Link
          to={`/lowongan/${vacancy.slug}`}
          className="hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {vacancy.judul}
        </Link>
      </Heading>
      <dl className="mt-3 grid gap-1 text-sm text-slate-700">
        <div>
          <dt className="sr-only">{t.placement}</dt>
          <dd>{placementText(vacancy)}</dd>
        </div>
        <div>
          <dt className="sr-only">{t.employmentType}</dt>
          <dd>
            {vacancy.jenis} · {t.openings(vacancy.kuota)}
          </dd>
        </div>
        {salary ? (
          <div>
            <dt className="sr-only">{t.salaryLabel}</dt>
            <dd className="font-semibold text-slate-900">{salary}</dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-auto pt-4 text-sm text-slate-500">{closingText(vacancy)}</p>
    </article>
  );
}
