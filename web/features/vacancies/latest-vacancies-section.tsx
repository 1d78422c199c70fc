import { useQuery } from '@tanstack/react-query';

import { vacanciesText as t } from '#common/texts/vacancies';

import { HomeSection } from '../../components/layout/home-section.tsx';
import { VacancyCard } from './vacancy-card.tsx';
import { openVacanciesQuery } from './vacancies.queries.ts';

const SHOWN = 3;

/** The home page's pointer to open vacancies (docs/decisions/031): the newest three and a link to all. */
export function LatestVacanciesSection() {
  const { data = [] } = useQuery(openVacanciesQuery());
  if (data.length === 0) return null;
  return (
    <HomeSection
      id="lowongan"
      title={t.homeTitle}
      intro={t.listIntro}
      className="bg-white"
      containerClassName="mx-auto max-w-6xl px-5 sm:px-8"
    >
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {data.slice(0, SHOWN).map((vacancy) => (
          <li key={vacancy.id}>
            <VacancyCard vacancy={vacancy} headingLevel="h3" />
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center">
        <a
          href="/lowongan"
          className="bg-brand-700 hover:bg-brand-800 inline-block rounded-lg px-5 py-2.5 font-semibold text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {t.homeSeeAll}
        </a>
      </p>
    </HomeSection>
  );
}
