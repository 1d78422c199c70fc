import { useCallback, useState } from 'react';

import { APPLICANT_STATUSES, POSITION_LABELS, POSITIONS } from '#common/rules';
import { applicantsAdminText as a } from '#common/texts/applicants';
import { recruitingText as r } from '#common/texts/recruiting';

import { Button, SelectField, TextField } from '../../../components/ui/field.tsx';
import { SearchBar, SearchText } from '../../../components/ui/search-bar.tsx';
import { MONTH_OPTIONS, SelectOptions, optionsOf } from '../../../components/ui/select-options.tsx';
import { useSearchAfterPause } from '../../../lib/use-search-after-pause.ts';
import type { ApplicantFilters } from '../applicant-review.queries.ts';
import { ApplicantGuardFilters } from './applicant-guard-filters.tsx';
import {
  ApplicantVacancyFilters,
  type VacancyOption,
  vacancyFiltersFromUrl,
} from './applicant-vacancy-filters.tsx';

const POSITION_OPTIONS = optionsOf(POSITIONS, (posisi) => POSITION_LABELS[posisi]);

const EMPTY_FILTERS: ApplicantFilters = {
  q: '',
  status: '',
  date: '',
  month: '',
  year: '',
  posisi: '',
  sort: '',
  lowongan: '',
  memenuhi: '',
  syarat: '',
  dokumen: '',
  duplikat: '',
};

/**
 * The staff list's filters: what the form shows (`draft`) and what the list asks the server for
 * (`filters`, with its `page`). Every applied change makes a new `filters` object and goes back
 * to page 1; the selection (applicant-selection.tsx) is dropped on that identity change, so a
 * bulk action never reaches rows the new filters hide.
 */
export function useApplicantFilters() {
  // `/admin/pelamar?lowongan=ID` (the staff vacancy list's link) starts filtered (docs/decisions/031).
  const [initial] = useState<ApplicantFilters>(() => ({
    ...EMPTY_FILTERS,
    ...vacancyFiltersFromUrl(window.location.search),
  }));
  const [draft, setDraft] = useState<ApplicantFilters>(initial);
  const [applied, setApplied] = useState({ filters: initial, page: 1 });

  const applySearch = useCallback(
    (q: string) => setApplied((current) => ({ filters: { ...current.filters, q }, page: 1 })),
    [],
  );
  useSearchAfterPause(draft.q ?? '', applied.filters.q ?? '', applySearch);

  const apply = (next: ApplicantFilters) => setApplied({ filters: { ...next }, page: 1 });
  return {
    draft,
    filters: applied.filters,
    page: applied.page,
    setPage: (page: number) => setApplied((current) => ({ ...current, page })),
    /** Selects and the date apply at once; the text after a pause in typing or on submit. */
    setField: (key: keyof ApplicantFilters, value: string) => {
      const next = { ...draft, [key]: value };
      setDraft(next);
      if (key !== 'q') apply(next);
    },
    submit: () => apply(draft),
    reset: () => {
      setDraft(EMPTY_FILTERS);
      apply(EMPTY_FILTERS);
    },
  };
}

type FilterState = ReturnType<typeof useApplicantFilters>;

/** The search form above the list: text, day, month, year, status, position and order. */
export function ApplicantFiltersForm({
  state,
  today,
  vacancies,
}: {
  state: FilterState;
  today: string;
  vacancies: VacancyOption[];
}) {
  const { draft } = state;
  const set = (key: keyof ApplicantFilters) => (event: { target: { value: string } }) =>
    state.setField(key, event.target.value);
  const thisYear = Number(today.slice(0, 4));
  const years = Array.from({ length: 6 }, (_, i) => thisYear - i);

  return (
    <SearchBar columns="lg:grid-cols-4" onSubmit={state.submit}>
      <div className="sm:col-span-2 lg:col-span-4">
        <SearchText
          label={a.searchLabel}
          placeholder={a.searchPlaceholder}
          value={draft.q}
          onChange={set('q')}
        />
      </div>
      <TextField label={a.dateLabel} type="date" value={draft.date} onChange={set('date')} />
      <SelectField label={a.monthLabel} value={draft.month} onChange={set('month')}>
        <SelectOptions emptyLabel={a.allMonths} options={MONTH_OPTIONS} />
      </SelectField>
      <SelectField label={a.yearLabel} value={draft.year} onChange={set('year')}>
        <SelectOptions emptyLabel={a.allYears} options={optionsOf(years)} />
      </SelectField>
      <SelectField label={a.statusLabel} value={draft.status} onChange={set('status')}>
        <SelectOptions emptyLabel={a.allStatuses} options={optionsOf(APPLICANT_STATUSES)} />
      </SelectField>
      <SelectField label={r.positionLabel} value={draft.posisi} onChange={set('posisi')}>
        <SelectOptions emptyLabel={r.allPositions} options={POSITION_OPTIONS} />
      </SelectField>
      <ApplicantVacancyFilters
        vacancies={vacancies}
        lowongan={draft.lowongan ?? ''}
        memenuhi={draft.memenuhi ?? ''}
        onChange={state.setField}
      />
      <ApplicantGuardFilters filters={draft} onChange={state.setField} />
      <SelectField label={r.sortLabel} value={draft.sort} onChange={set('sort')}>
        <option value="">{r.sortNewest}</option>
        <option value="oldest">{r.sortOldest}</option>
        <option value="name">{r.sortName}</option>
        <option value="name_desc">{r.sortNameDesc}</option>
      </SelectField>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit">{a.searchSubmit}</Button>
        <Button type="button" variant="secondary" onClick={state.reset}>
          {a.resetFilters}
        </Button>
      </div>
    </SearchBar>
  );
}
