import type { ChangeEvent } from 'react';

import { vacanciesText as t } from '#common/texts/vacancies';

import { SelectField } from '../../../components/ui/field.tsx';

/** A vacancy as the applicant list's filter names it. */
export interface VacancyOption {
  id: number;
  judul: string;
  kota: string;
}

/**
 * docs/decisions/031: the staff list's vacancy filter and the 'Tidak memenuhi syarat' filter
 * (`lowongan` and `memenuhi=0` of GET /api/pelamar).
 */
export function ApplicantVacancyFilters({
  vacancies,
  lowongan,
  memenuhi,
  onChange,
}: {
  vacancies: VacancyOption[];
  lowongan: string;
  memenuhi: string;
  onChange: (key: 'lowongan' | 'memenuhi', value: string) => void;
}) {
  return (
    <>
      <SelectField
        label={t.filterVacancy}
        value={lowongan}
        onChange={(event: ChangeEvent<HTMLSelectElement>) =>
          onChange('lowongan', event.target.value)
        }
      >
        <option value="">{t.filterVacancyAll}</option>
        {vacancies.map((vacancy) => (
          <option key={vacancy.id} value={String(vacancy.id)}>
            {vacancy.judul} ({vacancy.kota})
          </option>
        ))}
      </SelectField>
      <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={memenuhi === '0'}
          onChange={(event) => onChange('memenuhi', event.target.checked ? '0' : '')}
          className="accent-brand-700 h-6 w-6"
        />
        {t.filterFlagged}
      </label>
    </>
  );
}

/** The flag beside an application's status (list and detail). */
export function NotQualifiedBadge() {
  return (
    <span className="inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
      {t.notQualified}
    </span>
  );
}

/** Filters from the address (`/admin/pelamar?lowongan=ID`, the staff vacancy list's link). */
export function vacancyFiltersFromUrl(search: string) {
  const params = new URLSearchParams(search);
  const lowongan = params.get('lowongan') ?? '';
  const memenuhi = params.get('memenuhi') ?? '';
  return {
    lowongan: /^\d+$/.test(lowongan) ? lowongan : '',
    memenuhi: memenuhi === '0' ? '0' : '',
  };
}
