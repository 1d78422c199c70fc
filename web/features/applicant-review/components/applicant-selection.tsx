import { useState } from 'react';

import { recruitingText as r } from '#common/texts/recruiting';

import { Button } from '../../../components/ui/field.tsx';
import type { ApplicantFilters } from '../applicant-review.queries.ts';
import { ApplicantBulkBar, type BulkExtra } from './applicant-bulk-bar.tsx';

interface Chosen {
  /** The filters the choice was made under: new filters start with nothing chosen. */
  scope: ApplicantFilters;
  ids: Set<number>;
  /** Every row the filters match, on every page (docs/decisions/025). */
  allMatching: boolean;
}

/** Which rows the bulk bar acts on: some ids (across pages) or all that match `filters`. */
export function useApplicantSelection(filters: ApplicantFilters) {
  const [state, setState] = useState<Chosen>({
    scope: filters,
    ids: new Set(),
    allMatching: false,
  });
  const chosen =
    state.scope === filters ? state : { ...state, ids: new Set<number>(), allMatching: false };
  const choose = (ids: Set<number>, allMatching = false) =>
    setState({ scope: filters, ids, allMatching });
  return {
    ids: chosen.ids,
    allMatching: chosen.allMatching,
    isChosen: (id: number) => chosen.allMatching || chosen.ids.has(id),
    hasAny: chosen.ids.size > 0 || chosen.allMatching,
    toggle: (id: number) => {
      const next = new Set(chosen.ids);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      choose(next);
    },
    choosePage: (pageIds: number[], checked: boolean) =>
      choose(checked ? new Set(pageIds) : new Set()),
    chooseAllMatching: () => choose(chosen.ids, true),
    clear: () => choose(new Set()),
  };
}

export type ApplicantSelection = ReturnType<typeof useApplicantSelection>;

/** 'Pilih halaman ini', all matching rows, clear; then the bulk bar while anything is chosen. */
export function ApplicantSelectionControls({
  selection,
  pageIds,
  total,
  filters,
  bulkExtra,
}: {
  selection: ApplicantSelection;
  pageIds: number[];
  total: number;
  filters: ApplicantFilters;
  bulkExtra?: BulkExtra;
}) {
  return (
    <>
      {total > 0 ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <label className="inline-flex items-center gap-2 text-slate-700">
            <input
              type="checkbox"
              className="h-6 w-6"
              checked={pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id))}
              onChange={(event) => selection.choosePage(pageIds, event.target.checked)}
            />
            {r.selectPage}
          </label>
          <Button variant="secondary" className="py-1" onClick={selection.chooseAllMatching}>
            {selection.allMatching ? r.allMatchingSelected(total) : r.selectAllMatching(total)}
          </Button>
          {selection.hasAny ? (
            <Button variant="secondary" className="py-1" onClick={selection.clear}>
              {r.clearSelection}
            </Button>
          ) : null}
        </div>
      ) : null}
      {selection.hasAny ? (
        <ApplicantBulkBar
          ids={[...selection.ids]}
          allMatching={selection.allMatching}
          total={total}
          filters={filters}
          onDone={selection.clear}
          extra={bulkExtra}
        />
      ) : null}
    </>
  );
}
