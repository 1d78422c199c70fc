import { Link } from 'react-router';

import { EDUCATION_LEVELS, GADA_LEVELS, requirementLines } from '#common/schemas/guard-hiring';
import type { Vacancy } from '#common/schemas/vacancies';
import { guardHiringText } from '#common/texts/guard-hiring';
import { vacanciesText as t } from '#common/texts/vacancies';

import { RichTextContent } from '../../components/ui/rich-text-content.tsx';
import { TitledSection } from '../../components/ui/titled-section.tsx';
import { Island } from '../../lib/island.tsx';
import { EligibilityCheck, type EligibilityCheckProps } from './eligibility-check.tsx';
import { hasRequirements, requirementsOf } from '../../lib/vacancy-requirements.ts';
import {
  applyPath,
  closingText,
  placementText,
  positionText,
  salaryText,
  whatsAppShareUrl,
} from './vacancy-format.ts';
import { formatLongDate } from '#common/dates';

/**
 * /lowongan/{slug} (docs/decisions/031): the vacancy's facts, its description and requirements, a
 * 'Lamar Sekarang' link to the career form with this vacancy chosen, and a 'Bagikan ke WhatsApp'
 * link (wa.me) with the page's address. Both are plain links: they work without JavaScript.
 */
export function VacancyDetailPage({ vacancy, pageUrl }: { vacancy: Vacancy; pageUrl: string }) {
  const salary = salaryText(vacancy);
  const syarat = requirementsOf(vacancy);
  const check: EligibilityCheckProps = {
    syarat,
    educationLevels: EDUCATION_LEVELS,
    gadaLevels: GADA_LEVELS,
  };
  const facts: [string, string][] = [
    [t.filterPosition, positionText(vacancy.posisi)],
    [t.placement, placementText(vacancy)],
    [t.employmentType, vacancy.jenis],
    [t.openingsLabel, t.openings(vacancy.kuota)],
    [t.closingDateLabel, formatLongDate(vacancy.ditutup_pada)],
    ...(salary ? [[t.salaryLabel, salary] as [string, string]] : []),
  ];
  return (
    <article className="mx-auto max-w-3xl px-5 py-12 sm:px-8 sm:py-16">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/lowongan" className="text-brand-700 font-medium underline underline-offset-2">
          {t.backToList}
        </Link>
      </nav>
      <header className="mt-4 border-b border-slate-200 pb-6">
        <p className="text-brand-600 text-sm font-bold tracking-widest uppercase">
          {positionText(vacancy.posisi)}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {vacancy.judul}
        </h1>
        <p className="mt-2 text-slate-600">{closingText(vacancy)}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a
            href={applyPath(vacancy.slug)}
            className="bg-brand-700 hover:bg-brand-800 rounded-lg px-5 py-3 font-semibold text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {t.applyNow}
          </a>
          <a
            href={whatsAppShareUrl(vacancy.judul, pageUrl)}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-lg border border-green-700 px-5 py-3 font-semibold text-green-800 hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {t.shareWhatsApp}
          </a>
        </div>
      </header>
      <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <TitledSection
        title={t.descriptionTitle}
        className="mt-10"
        headingClassName="mb-4 text-2xl font-bold text-slate-900"
      >
        <RichTextContent html={vacancy.deskripsi} />
      </TitledSection>
      <TitledSection
        title={guardHiringText.requirementsTitle}
        className="mt-10"
        headingClassName="mb-4 text-2xl font-bold text-slate-900"
      >
        <ul className="list-disc space-y-1.5 pl-5 text-slate-800">
          {requirementLines(syarat).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </TitledSection>
      {hasRequirements(syarat) ? (
        <Island name="eligibility-check" props={check}>
          <EligibilityCheck {...check} />
        </Island>
      ) : null}
      <p className="mt-10">
        <a
          href={applyPath(vacancy.slug)}
          className="bg-brand-700 hover:bg-brand-800 inline-block rounded-lg px-5 py-3 font-semibold text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {t.applyNow}
        </a>
      </p>
    </article>
  );
}
