import { guardHiringScreensText as t } from '#common/texts/guard-hiring-screens';

import type { ApplicantFilters } from '../applicant-review.queries.ts';

type GuardFilterKey = 'syarat' | 'dokumen' | 'duplikat';

/** Each filter's box and the value GET /api/pelamar takes for it (docs/api.md). */
const FILTERS: { key: GuardFilterKey; value: string; label: string }[] = [
  { key: 'syarat', value: '1', label: t.filterMeetsAll },
  { key: 'dokumen', value: 'belum', label: t.filterDocumentsPending },
  { key: 'duplikat', value: '1', label: t.filterDuplicates },
];

/**
 * docs/decisions/046: 'Memenuhi semua syarat', 'Dokumen belum diverifikasi' and 'Kemungkinan
 * duplikat' in the staff list's filters.
 */
export function ApplicantGuardFilters({
  filters,
  onChange,
}: {
  filters: ApplicantFilters;
  onChange: (key: GuardFilterKey, value: string) => void;
}) {
  return (
    <>
      {FILTERS.map(({ key, value, label }) => (
        <label
          key={key}
          className="flex min-h-11 items-center gap-2 self-end text-sm text-slate-800"
        >
          <input
            type="checkbox"
            checked={filters[key] === value}
            onChange={(event) => onChange(key, event.target.checked ? value : '')}
            className="accent-brand-700 h-6 w-6"
          />
          {label}
        </label>
      ))}
    </>
  );
}
