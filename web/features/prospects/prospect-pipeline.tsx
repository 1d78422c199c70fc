import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { formatRupiah } from '#common/pricing';
import { PROSPECT_EDIT_ROLES, hasRole } from '#common/roles';
import { SERVICES } from '#common/rules';
import { PIPELINE_STAGES, type ProspectListQuery } from '#common/schemas/prospects';
import { prospectsText as t } from '#common/texts/prospects';
import { quoteRequestsText as q } from '#common/texts/quote-requests';

import { readStaffRole } from '../../lib/auth-storage.ts';
import { ProspectBoard } from './prospect-board.tsx';
import { ProspectStatsView } from './prospect-stats.tsx';
import { prospectListQuery } from './prospects.queries.ts';

const PAGE_SIZE = 25;
/** The board shows this many newest requests of the filter (the list pages through all). */
const BOARD_SIZE = 200;
const SELECT = 'min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm';

type View = 'list' | 'board' | 'stats';

/** /admin/prospek: the quote requests as a list, a board by stage, or statistics. */
export function ProspectPipeline() {
  const [view, setView] = useState<View>('list');
  const [filters, setFilters] = useState<ProspectListQuery>({ page: 1 });
  const canMove = hasRole(readStaffRole(), PROSPECT_EDIT_ROLES);
  const isBoard = view === 'board';
  const query = useQuery(
    prospectListQuery(
      isBoard
        ? { ...filters, tahap: undefined, page: 1, pageSize: BOARD_SIZE }
        : { ...filters, pageSize: PAGE_SIZE },
    ),
  );
  const set = (change: Partial<ProspectListQuery>) =>
    setFilters({ ...filters, page: 1, ...change });
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE));

  return (
    <div className="space-y-4">
      <div role="group" aria-label={t.title} className="flex flex-wrap gap-2">
        {(
          [
            ['list', t.listView],
            ['board', t.boardView],
            ['stats', t.statsView],
          ] as const
        ).map(([name, label]) => (
          <button
            key={name}
            type="button"
            aria-pressed={view === name}
            onClick={() => setView(name)}
            className="aria-pressed:bg-brand-700 min-h-11 rounded-lg border border-slate-300 px-4 text-sm font-medium aria-pressed:text-white"
          >
            {label}
          </button>
        ))}
      </div>
      {view === 'stats' ? (
        <ProspectStatsView />
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            <label className="sr-only" htmlFor="prospect-q">
              {t.searchLabel}
            </label>
            <input
              id="prospect-q"
              type="search"
              placeholder={t.searchPlaceholder}
              className={`${SELECT} min-w-60 flex-1`}
              value={filters.q ?? ''}
              onChange={(event) => set({ q: event.currentTarget.value || undefined })}
            />
            {isBoard ? null : (
              <select
                aria-label={t.columnStage}
                className={SELECT}
                value={filters.tahap ?? ''}
                onChange={(event) =>
                  set({
                    tahap: (event.currentTarget.value || undefined) as ProspectListQuery['tahap'],
                  })
                }
              >
                <option value="">{t.allStages}</option>
                {PIPELINE_STAGES.map((stage) => (
                  <option key={stage} value={stage}>
                    {t.stageNames[stage]}
                  </option>
                ))}
              </select>
            )}
            <select
              aria-label={t.columnService}
              className={SELECT}
              value={filters.layanan ?? ''}
              onChange={(event) =>
                set({
                  layanan: (event.currentTarget.value || undefined) as ProspectListQuery['layanan'],
                })
              }
            >
              <option value="">{t.allServices}</option>
              {SERVICES.map((service) => (
                <option key={service} value={service}>
                  {q.serviceNames[service]}
                </option>
              ))}
            </select>
          </div>
          {isBoard ? (
            <ProspectBoard rows={query.data?.rows ?? []} canMove={canMove} />
          ) : query.data?.rows.length === 0 ? (
            <p className="text-slate-600">{t.empty}</p>
          ) : (
            <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
              <table className="min-w-full text-sm">
                <thead className="bg-slate-50 text-left text-slate-700">
                  <tr>
                    {[
                      t.columnKode,
                      t.columnCompany,
                      t.columnService,
                      t.columnCity,
                      t.columnStage,
                      t.columnTotal,
                      t.columnSource,
                      t.columnDate,
                    ].map((label) => (
                      <th key={label} scope="col" className="px-3 py-2 font-semibold">
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {query.data?.rows.map((row) => (
                    <tr key={row.id} className="border-t border-slate-100">
                      <td className="px-3 py-2">
                        <a
                          href={`/admin/prospek/${row.id}`}
                          className="text-brand-700 font-semibold underline"
                        >
                          {row.kode}
                        </a>
                      </td>
                      <td className="px-3 py-2">{row.perusahaan}</td>
                      <td className="px-3 py-2">{q.serviceNames[row.layanan]}</td>
                      <td className="px-3 py-2">{row.kota}</td>
                      <td className="px-3 py-2">{t.stageNames[row.tahap]}</td>
                      <td className="px-3 py-2 tabular-nums">{formatRupiah(row.total)}</td>
                      <td className="px-3 py-2">{row.sumber ?? t.noSource}</td>
                      <td className="px-3 py-2">{row.created_at.slice(0, 10)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {isBoard || pages <= 1 ? null : (
            <nav aria-label={t.title} className="flex items-center gap-2">
              <button
                type="button"
                className={SELECT}
                disabled={(filters.page ?? 1) <= 1}
                onClick={() => setFilters({ ...filters, page: (filters.page ?? 1) - 1 })}
              >
                ‹
              </button>
              <span className="text-sm">
                {filters.page ?? 1} / {pages}
              </span>
              <button
                type="button"
                className={SELECT}
                disabled={(filters.page ?? 1) >= pages}
                onClick={() => setFilters({ ...filters, page: (filters.page ?? 1) + 1 })}
              >
                ›
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
