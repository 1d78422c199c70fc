import { useState } from 'react';

import { POSITION_LABELS, POSITIONS, VACANCY_STATUSES } from '#common/rules';
import type { StaffVacancy } from '#common/schemas/vacancies';
import { vacanciesText as t } from '#common/texts/vacancies';

import { Button, SelectField } from '../../components/ui/field.tsx';
import { FilterPanel, countActive } from '../../components/ui/filter-panel.tsx';
import { SearchBar, SearchText } from '../../components/ui/search-bar.tsx';
import { SelectOptions, optionsOf } from '../../components/ui/select-options.tsx';

export interface VacancyStaffFilters {
  q: string;
  status: string;
  posisi: string;
}

const EMPTY: VacancyStaffFilters = { q: '', status: '', posisi: '' };

/** The staff vacancy list's filters; the list is short, so it is filtered in the browser. */
export function useVacancyStaffFilters() {
  const [filters, setFilters] = useState(EMPTY);
  const words = filters.q.trim().toLowerCase();
  const matches = (vacancy: StaffVacancy) =>
    (!filters.status || vacancy.status === filters.status) &&
    (!filters.posisi || vacancy.posisi === filters.posisi) &&
    (!words || `${vacancy.judul} ${vacancy.kota}`.toLowerCase().includes(words));
  return { filters, setFilters, matches, reset: () => setFilters(EMPTY) };
}

/** Search by title or city, status and position, folded behind 'Filter' on a phone. */
export function VacancyStaffFilterBar({
  state,
}: {
  state: ReturnType<typeof useVacancyStaffFilters>;
}) {
  const { filters, setFilters } = state;
  const set = (key: keyof VacancyStaffFilters) => (event: { target: { value: string } }) =>
    setFilters({ ...filters, [key]: event.target.value });
  return (
    <FilterPanel activeCount={countActive({ ...filters })}>
      <SearchBar columns="lg:grid-cols-[2fr_1fr_1fr_auto]">
        <SearchText
          label={t.staffSearchLabel}
          placeholder={t.staffSearchPlaceholder}
          value={filters.q}
          onChange={set('q')}
        />
        <SelectField label={t.staffStatusFilter} value={filters.status} onChange={set('status')}>
          <SelectOptions
            emptyLabel={t.filterAll}
            options={optionsOf(VACANCY_STATUSES, (status) => t.statusLabels[status] ?? status)}
          />
        </SelectField>
        <SelectField label={t.filterPosition} value={filters.posisi} onChange={set('posisi')}>
          <SelectOptions
            emptyLabel={t.filterAll}
            options={optionsOf(POSITIONS, (posisi) => POSITION_LABELS[posisi])}
          />
        </SelectField>
        <Button
          variant="secondary"
          disabled={countActive({ ...filters }) === 0}
          onClick={state.reset}
        >
          {t.filterReset}
        </Button>
      </SearchBar>
    </FilterPanel>
  );
}
