import { useQuery } from '@tanstack/react-query';

import { POSITIONS } from '#common/rules';
import { citiesOf, filterVacancies, type VacancyListQuery } from '#common/schemas/vacancies';
import { vacanciesText as t } from '#common/texts/vacancies';

import { SelectOptions, optionsOf } from '../../components/ui/select-options.tsx';
import { VacancyCard } from './vacancy-card.tsx';
import { positionText } from './vacancy-format.ts';
import { openVacanciesQuery } from './vacancies.queries.ts';

const SELECT_CLASS =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1';

/**
 * /lowongan (docs/decisions/031): open vacancies, newest first. The filters are a plain GET form, so
 * they work without JavaScript: the choice travels in the query string and the server renders
 * the filtered list.
 */
export function VacancyListPage({ filters }: { filters: VacancyListQuery }) {
  const { data: all = [], isPending } = useQuery(openVacanciesQuery());
  const shown = filterVacancies(all, filters);
  const cities = citiesOf(all);
  const isFiltered = Boolean(filters.posisi || filters.kota);
  return (
    <section
      className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16"
      aria-labelledby="lowongan-title"
    >
      <header className="max-w-3xl">
        <h1
          id="lowongan-title"
          className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
        >
          {t.listTitle}
        </h1>
        <p className="mt-3 text-slate-600">{t.listIntro}</p>
      </header>

      <form
        method="get"
        action="/lowongan"
        role="search"
        className="mt-8 grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end sm:p-5"
      >
        <label className="block text-sm font-semibold text-slate-800">
          {t.filterPosition}
          <select name="posisi" defaultValue={filters.posisi ?? ''} className={SELECT_CLASS}>
            <SelectOptions emptyLabel={t.filterAll} options={optionsOf(POSITIONS, positionText)} />
          </select>
        </label>
        <label className="block text-sm font-semibold text-slate-800">
          {t.filterCity}
          <select name="kota" defaultValue={filters.kota ?? ''} className={SELECT_CLASS}>
            <SelectOptions emptyLabel={t.filterAll} options={optionsOf(cities)} />
          </select>
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className="bg-brand-700 hover:bg-brand-800 rounded-lg px-5 py-2.5 font-semibold text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {t.filterApply}
          </button>
          {isFiltered ? (
            <a href="/lowongan" className="text-brand-700 font-medium underline underline-offset-2">
              {t.filterReset}
            </a>
          ) : null}
        </div>
      </form>

      <p role="status" className="mt-6 text-sm text-slate-600">
        {isPending ? t.listTitle : t.count(shown.length)}
      </p>
      {!isPending && shown.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          {isFiltered ? t.emptyFiltered : t.empty}
        </p>
      ) : (
        <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((vacancy) => (
            <li key={vacancy.id}>
              <VacancyCard vacancy={vacancy} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
