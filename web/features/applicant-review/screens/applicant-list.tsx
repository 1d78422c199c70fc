import { todayIn } from '#common/dates';
import { applicantsAdminText as a, applicantsText as t } from '#common/texts/applicants';
import { commonText } from '#common/texts/common';

import { FilterPanel, countActive } from '../../../components/ui/filter-panel.tsx';
import { ExportButton } from '../../../components/ui/export-button.tsx';
import { Button, Spinner } from '../../../components/ui/field.tsx';
import { usePublicConfig } from '../../../lib/public-config.tsx';
import { ApplicantFiltersForm, useApplicantFilters } from '../components/applicant-filters.tsx';
import { ApplicantGroupedTable } from '../components/applicant-grouped-table.tsx';
import type { VacancyOption } from '../components/applicant-vacancy-filters.tsx';
import { groupApplicants } from '../components/applicant-list-groups.ts';
import {
  ApplicantSelectionControls,
  useApplicantSelection,
} from '../components/applicant-selection.tsx';
import type { BulkExtra } from '../components/applicant-bulk-bar.tsx';
import {
  ADMIN_PAGE_SIZE,
  downloadApplicantsCsv,
  useApplicantsPage,
  useMarkApplicantsSeenOnView,
} from '../applicant-review.queries.ts';

/**
 * 'Daftar Pelamar Kerja' (docs/product.md §2): server-side filters and paging, grouped by creation day. This
 * file composes the page; the filters, the selection with its bulk bar and the grouped table each
 * have their own file.
 */
export function ApplicantList({
  canDelete,
  canExport,
  vacancies = [],
  bulkExtra,
}: {
  canDelete: boolean;
  canExport: boolean;
  /** More bulk actions the page composes in (a session invitation). */
  bulkExtra?: BulkExtra;
  /** The vacancies the list can be filtered by (docs/decisions/031). */
  vacancies?: VacancyOption[];
}) {
  const { timeZone } = usePublicConfig();
  const filterState = useApplicantFilters();
  const { filters, page, setPage } = filterState;
  const list = useApplicantsPage(filters, page);
  const selection = useApplicantSelection(filters);
  useMarkApplicantsSeenOnView();

  const today = todayIn(timeZone);
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const groups = groupApplicants(rows, timeZone, today, (page - 1) * ADMIN_PAGE_SIZE + 1);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t.listTitle}</h1>
        {canExport ? (
          // The CSV of every row the filters match (docs/product.md §15).
          <ExportButton download={() => downloadApplicantsCsv(filters)} failedText={t.exportFailed}>
            {t.exportCsv}
          </ExportButton>
        ) : null}
      </div>

      <FilterPanel activeCount={countActive({ ...filterState.filters }, ['sort'])}>
        <ApplicantFiltersForm state={filterState} today={today} vacancies={vacancies} />
      </FilterPanel>

      {canDelete ? (
        <ApplicantSelectionControls
          selection={selection}
          pageIds={rows.map((row) => row.id)}
          total={total}
          filters={filters}
          bulkExtra={bulkExtra}
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
        <ApplicantGroupedTable
          groups={groups}
          canDelete={canDelete}
          selection={selection}
          isFetching={list.isFetching}
        />
      )}

      {total > ADMIN_PAGE_SIZE ? (
        <nav aria-label={a.paging} className="flex items-center justify-between gap-3 text-sm">
          <Button
            variant="secondary"
            disabled={page <= 1}
            onClick={() => setPage(Math.max(1, page - 1))}
          >
            {a.previousPage}
          </Button>
          <span className="text-slate-600">{a.pageOf(page, pageCount, total)}</span>
          <Button
            variant="secondary"
            disabled={page >= pageCount}
            onClick={() => setPage(Math.min(pageCount, page + 1))}
          >
            {a.nextPage}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
