import { useEffect, useState } from 'react';
import { Link } from 'react-router';

import {
  APPLICANT_STATUSES,
  type ApplicantStatus,
  POSITION_LABELS,
  POSITIONS,
} from '#common/rules';
import { todayIn } from '#common/dates';
import type { RecruitingListItem } from '#common/schemas/recruiting';
import { applicantsAdminText as a, applicantsText as t } from '#common/texts/applicants';
import { commonText } from '#common/texts/common';
import { privacyText } from '#common/texts/privacy';
import { recruitingText as r } from '#common/texts/recruiting';

import { Button, SelectField, Spinner, TextField } from '../../components/ui/field.tsx';
import { TableHead } from '../../components/ui/table-head.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { confirmAction, confirmDelete, showError, showSuccess } from '../../lib/alerts.ts';
import { usePublicConfig } from '../../lib/public-config.tsx';
import { groupApplicants } from './applicant-list-groups.ts';
import {
  ADMIN_PAGE_SIZE,
  type ApplicantFilters,
  downloadApplicantsCsv,
  useApplicantsPage,
  useDeleteApplicant,
  useMarkApplicantsSeenOnView,
} from './applicants-admin.queries.ts';
import { ApplicantBulkBar } from './applicant-bulk-bar.tsx';
import { StatusBadge } from './applicant-profile.tsx';
import {
  ApplicantVacancyFilters,
  NotQualifiedBadge,
  type VacancyOption,
  vacancyFiltersFromUrl,
} from './applicant-vacancy-filters.tsx';
import { RetentionNote } from './retention-note.tsx';

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
};
/** The text search applies this long after the last key stroke (as the contact inbox does). */
const SEARCH_DEBOUNCE_MS = 300;

/** 'Daftar Pelamar Kerja' (SPEC §2): server-side filters and paging, grouped by creation day. */
export function ApplicantList({
  canDelete,
  canExport,
  vacancies = [],
}: {
  canDelete: boolean;
  canExport: boolean;
  /** Issue 17: the vacancies the list can be filtered by. */
  vacancies?: VacancyOption[];
}) {
  const { timeZone } = usePublicConfig();
  const [initial] = useState(() => ({
    ...EMPTY_FILTERS,
    ...vacancyFiltersFromUrl(window.location.search),
  }));
  const [draft, setDraft] = useState<ApplicantFilters>(initial);
  const [filters, setFilters] = useState<ApplicantFilters>(initial);
  const [page, setPage] = useState(1);
  const [isExporting, setIsExporting] = useState(false);
  const list = useApplicantsPage(filters, page);
  const remove = useDeleteApplicant();
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [allMatching, setAllMatching] = useState(false);
  useMarkApplicantsSeenOnView();

  // Issue 11: the search filters as the user types, debounced. Like any other filter it drops
  // the selection, so a bulk action never reaches rows the new search hides.
  useEffect(() => {
    if ((draft.q ?? '') === (filters.q ?? '')) return;
    const timer = setTimeout(() => {
      setFilters((current) => ({ ...current, q: draft.q }));
      setPage(1);
      setSelected(new Set());
      setAllMatching(false);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft.q, filters.q]);

  const clearSelection = () => {
    setSelected(new Set());
    setAllMatching(false);
  };
  const toggle = (id: number) => {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const isChosen = (id: number) => allMatching || selected.has(id);
  const today = todayIn(timeZone);
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const groups = groupApplicants(
    list.data?.rows ?? [],
    timeZone,
    today,
    (page - 1) * ADMIN_PAGE_SIZE + 1,
  );
  const thisYear = Number(today.slice(0, 4));
  const years = Array.from({ length: 6 }, (_, i) => thisYear - i);

  const apply = (next: ApplicantFilters) => {
    setFilters(next);
    setPage(1);
    clearSelection();
  };
  const set = (key: keyof ApplicantFilters) => (event: { target: { value: string } }) => {
    const next = { ...draft, [key]: event.target.value };
    setDraft(next);
    // Selects and the date apply at once; the text after a pause in typing (above) or on submit.
    if (key !== 'q') apply(next);
  };

  const onDelete = async (id: number) => {
    if (!(await confirmDelete())) return;
    // Issue 9: the application's files always go; the login account only when staff say so.
    const eraseAccount = await confirmAction(
      privacyText.alsoEraseAccountTitle,
      privacyText.alsoEraseAccountText,
    );
    try {
      await remove.mutateAsync({ id, eraseAccount });
      await showSuccess(commonText.success, t.deleted, 1500);
    } catch {
      await showError(commonText.error, t.deleteFailed);
    }
  };

  const onExport = async () => {
    setIsExporting(true);
    try {
      await downloadApplicantsCsv(filters);
    } catch (error) {
      // A 401 already leads to the login page (api-client); anything else is said here.
      if (!(error instanceof ApiError && error.status === 401))
        await showError(commonText.error, t.exportFailed);
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t.listTitle}</h1>
        {canExport ? (
          <Button variant="secondary" onClick={() => void onExport()} isBusy={isExporting}>
            {t.exportCsv}
          </Button>
        ) : null}
      </div>

      <form
        role="search"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      >
        <div className="sm:col-span-2 lg:col-span-4">
          <TextField
            label={a.searchLabel}
            type="search"
            placeholder={a.searchPlaceholder}
            value={draft.q}
            onChange={set('q')}
          />
        </div>
        <TextField label={a.dateLabel} type="date" value={draft.date} onChange={set('date')} />
        <SelectField label={a.monthLabel} value={draft.month} onChange={set('month')}>
          <option value="">{a.allMonths}</option>
          {commonText.months.map((name, index) => (
            <option key={name} value={String(index + 1)}>
              {name}
            </option>
          ))}
        </SelectField>
        <SelectField label={a.yearLabel} value={draft.year} onChange={set('year')}>
          <option value="">{a.allYears}</option>
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </SelectField>
        <SelectField label={a.statusLabel} value={draft.status} onChange={set('status')}>
          <option value="">{a.allStatuses}</option>
          {APPLICANT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </SelectField>
        <SelectField label={r.positionLabel} value={draft.posisi} onChange={set('posisi')}>
          <option value="">{r.allPositions}</option>
          {POSITIONS.map((posisi) => (
            <option key={posisi} value={posisi}>
              {POSITION_LABELS[posisi]}
            </option>
          ))}
        </SelectField>
        <ApplicantVacancyFilters
          vacancies={vacancies}
          lowongan={draft.lowongan ?? ''}
          memenuhi={draft.memenuhi ?? ''}
          onChange={(key, value) => setDraft((current) => ({ ...current, [key]: value }))}
        />
        <SelectField label={r.sortLabel} value={draft.sort} onChange={set('sort')}>
          <option value="">{r.sortNewest}</option>
          <option value="oldest">{r.sortOldest}</option>
          <option value="name">{r.sortName}</option>
          <option value="name_desc">{r.sortNameDesc}</option>
        </SelectField>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit">{a.searchSubmit}</Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setDraft(EMPTY_FILTERS);
              apply(EMPTY_FILTERS);
            }}
          >
            {a.resetFilters}
          </Button>
        </div>
      </form>

      {canDelete && total > 0 ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <label className="inline-flex items-center gap-2 text-slate-700">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={
                (list.data?.rows.length ?? 0) > 0 &&
                (list.data?.rows ?? []).every((row) => selected.has(row.id))
              }
              onChange={(event) => {
                setAllMatching(false);
                setSelected(
                  event.target.checked
                    ? new Set((list.data?.rows ?? []).map((row) => row.id))
                    : new Set(),
                );
              }}
            />
            {r.selectPage}
          </label>
          <Button variant="secondary" className="py-1" onClick={() => setAllMatching(true)}>
            {allMatching ? r.allMatchingSelected(total) : r.selectAllMatching(total)}
          </Button>
          {selected.size > 0 || allMatching ? (
            <Button variant="secondary" className="py-1" onClick={clearSelection}>
              {r.clearSelection}
            </Button>
          ) : null}
        </div>
      ) : null}
      {canDelete && (selected.size > 0 || allMatching) ? (
        <ApplicantBulkBar
          ids={[...selected]}
          allMatching={allMatching}
          total={total}
          filters={filters}
          onDone={clearSelection}
        />
      ) : null}

      {list.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={commonText.loading} />
        </div>
      ) : list.isError && !list.data ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-700">
          {list.error.message}
        </p>
      ) : groups.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-500">
          {t.listEmpty}
        </p>
      ) : (
        <div className="space-y-6" aria-busy={list.isFetching}>
          {groups.map((group) => (
            <section
              key={group.day}
              aria-labelledby={`group-${group.day}`}
              className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
            >
              <h2
                id={`group-${group.day}`}
                className="text-brand-900 border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-sm font-bold"
              >
                {group.heading}
              </h2>
              {/* Phones: one card per applicant; wider screens: the spec's table. */}
              <ul className="divide-y divide-slate-100 md:hidden">
                {group.rows.map((row) => (
                  <li key={row.id} className="space-y-2 px-4 py-3">
                    <div className="flex items-start justify-between gap-3">
                      <p className="font-semibold text-slate-900">
                        {canDelete ? (
                          <SelectBox row={row} checked={isChosen(row.id)} onToggle={toggle} />
                        ) : null}
                        <span className="mr-2 text-slate-500">{row.number}.</span>
                        {row.nama}
                        <DuplicateBadge isDuplicate={row.duplicate} />
                      </p>
                      <StatusBadge status={row.status as ApplicantStatus} />
                      {row.memenuhi_syarat ? null : <NotQualifiedBadge />}
                    </div>
                    <p className="text-sm wrap-anywhere text-slate-600">
                      {row.email}
                      <br />
                      {row.telepon} · {row.posisi}
                    </p>
                    <RetentionNote until={row.retensi_hingga} />
                    <RowActions row={row} canDelete={canDelete} onDelete={onDelete} />
                  </li>
                ))}
              </ul>
              <div className="hidden overflow-x-auto md:block">
                <table className="w-full text-left text-sm">
                  <TableHead
                    firstClassName="w-12"
                    columns={[
                      a.columns.number,
                      a.columns.name,
                      a.columns.email,
                      a.columns.phone,
                      a.columns.position,
                      a.columns.status,
                      a.columns.actions,
                    ]}
                  />
                  <tbody className="divide-y divide-slate-100">
                    {group.rows.map((row) => (
                      <tr key={row.id} className="hover:bg-slate-50">
                        <td className="px-4 py-3 whitespace-nowrap text-slate-500">
                          {canDelete ? (
                            <SelectBox row={row} checked={isChosen(row.id)} onToggle={toggle} />
                          ) : null}
                          {row.number}
                        </td>
                        <td className="px-4 py-3 font-semibold text-slate-900">
                          {row.nama}
                          <DuplicateBadge isDuplicate={row.duplicate} />
                        </td>
                        <td className="px-4 py-3 wrap-anywhere text-slate-700">{row.email}</td>
                        <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                          {row.telepon}
                        </td>
                        <td className="px-4 py-3 text-slate-700">{row.posisi}</td>
                        <td className="px-4 py-3">
                          <StatusBadge status={row.status as ApplicantStatus} />
                          {row.memenuhi_syarat ? null : <NotQualifiedBadge />}
                          {row.memenuhi_syarat ? null : <NotQualifiedBadge />}
                          <RetentionNote until={row.retensi_hingga} />
                        </td>
                        <td className="px-4 py-3">
                          <RowActions row={row} canDelete={canDelete} onDelete={onDelete} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ))}
        </div>
      )}

      {total > ADMIN_PAGE_SIZE ? (
        <nav aria-label={a.paging} className="flex items-center justify-between gap-3 text-sm">
          <Button
            variant="secondary"
            disabled={page <= 1}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            {a.previousPage}
          </Button>
          <span className="text-slate-600">{a.pageOf(page, pageCount, total)}</span>
          <Button
            variant="secondary"
            disabled={page >= pageCount}
            onClick={() => setPage((p) => Math.min(pageCount, p + 1))}
          >
            {a.nextPage}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function RowActions({
  row,
  canDelete,
  onDelete,
}: {
  row: Pick<RecruitingListItem, 'id' | 'nama'>;
  canDelete: boolean;
  onDelete: (id: number) => Promise<void>;
}) {
  return (
    <div className="flex items-center gap-2">
      <Link
        to={`/admin/pelamar/${row.id}`}
        className="bg-brand-700 hover:bg-brand-800 rounded-lg px-3 py-1.5 text-xs font-semibold text-white"
        aria-label={a.detailOf(row.nama)}
      >
        {a.detail}
      </Link>
      {canDelete ? (
        <button
          type="button"
          onClick={() => void onDelete(row.id)}
          className="rounded-lg bg-red-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-red-700"
          aria-label={a.deleteOf(row.nama)}
        >
          {commonText.delete}
        </button>
      ) : null}
    </div>
  );
}

function SelectBox({
  row,
  checked,
  onToggle,
}: {
  row: Pick<RecruitingListItem, 'id' | 'nama'>;
  checked: boolean;
  onToggle: (id: number) => void;
}) {
  return (
    <input
      type="checkbox"
      className="mr-2 h-4 w-4 align-middle"
      aria-label={r.selectRow(row.nama)}
      checked={checked}
      onChange={() => onToggle(row.id)}
    />
  );
}

function DuplicateBadge({ isDuplicate }: { isDuplicate: boolean }) {
  if (!isDuplicate) return null;
  return (
    <span
      title={r.duplicateHint}
      className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900"
    >
      {r.duplicate}
    </span>
  );
}
