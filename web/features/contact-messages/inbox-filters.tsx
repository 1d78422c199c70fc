import { useCallback, useState } from 'react';

import { contactMessagesText as t } from '#common/texts/contact-messages';

import { Button, SelectField, TextField } from '../../components/ui/field.tsx';
import { SearchBar, SearchText } from '../../components/ui/search-bar.tsx';
import { MONTH_OPTIONS, SelectOptions, optionsOf } from '../../components/ui/select-options.tsx';
import { useSearchAfterPause } from '../../lib/use-search-after-pause.ts';
import { EMPTY_FILTERS, type InboxFilters } from './contact-messages.queries.ts';

const FIRST_YEAR = 2020;

/** docs/product.md §2: search plus date, month and year; no status filter. The search waits for a pause in typing. */
export function InboxFilterBar({
  value,
  onChange,
  currentYear,
}: {
  value: InboxFilters;
  onChange: (next: InboxFilters) => void;
  currentYear: number;
}) {
  const [search, setSearch] = useState(value.q);
  const applySearch = useCallback((q: string) => onChange({ ...value, q }), [value, onChange]);
  useSearchAfterPause(search, value.q, applySearch);

  const years = Array.from(
    { length: Math.max(1, currentYear - FIRST_YEAR + 1) },
    (_, i) => currentYear - i,
  );
  const isFiltered = Object.values(value).some(Boolean) || search !== '';
  return (
    <SearchBar columns="lg:grid-cols-[2fr_1fr_1fr_1fr_auto]">
      <SearchText
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <TextField
        label={t.dateLabel}
        type="date"
        value={value.date}
        onChange={(event) => onChange({ ...value, date: event.target.value })}
      />
      <SelectField
        label={t.monthLabel}
        value={value.month}
        onChange={(event) => onChange({ ...value, month: event.target.value })}
      >
        <SelectOptions emptyLabel={t.allMonths} options={MONTH_OPTIONS} />
      </SelectField>
      <SelectField
        label={t.yearLabel}
        value={value.year}
        onChange={(event) => onChange({ ...value, year: event.target.value })}
      >
        <SelectOptions emptyLabel={t.allYears} options={optionsOf(years)} />
      </SelectField>
      <Button
        variant="secondary"
        disabled={!isFiltered}
        onClick={() => {
          setSearch('');
          onChange(EMPTY_FILTERS);
        }}
      >
        {t.resetFilters}
      </Button>
    </SearchBar>
  );
}
