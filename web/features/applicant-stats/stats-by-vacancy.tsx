import { Link } from 'react-router';

import type { ApplicantStats } from '#common/schemas/recruiting';
import { vacanciesText as t } from '#common/texts/vacancies';

import { ScrollableTable } from '../../components/ui/scrollable-table.tsx';
import { TitledSection } from '../../components/ui/titled-section.tsx';

/** Column names, then the spacing and alignment of each column (counts align right). */
const COLUMNS = [
  [t.filterVacancy, 'pr-3'],
  [t.statsApplications, 'pr-3 text-right'],
  [t.statsAccepted, 'pr-3 text-right'],
  [t.statsFlagged, 'text-right'],
] as const;

/**
 * docs/decisions/031: applications, accepted and flagged ('Tidak memenuhi syarat') per vacancy on
 * /admin/statistik; each vacancy links to its applicants.
 */
export function StatsByVacancy({ rows }: { rows: ApplicantStats['byVacancy'] }) {
  if (rows.length === 0) return null;
  return (
    <TitledSection
      title={t.statsTitle}
      className="mx-auto max-w-6xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="mt-3">
        <ScrollableTable label={t.statsTitle}>
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                {COLUMNS.map(([text, className]) => (
                  <th key={text} scope="col" className={`py-2 font-semibold ${className}`}>
                    {text}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.lowongan_id}>
                  <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                    <Link
                      to={`/admin/pelamar?lowongan=${row.lowongan_id}`}
                      className="text-brand-700 underline underline-offset-2"
                    >
                      {row.judul}
                    </Link>{' '}
                    <span className="text-xs text-slate-500">
                      ({t.statusLabels[row.status] ?? row.status})
                    </span>
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{row.count}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{row.diterima}</td>
                  <td className="py-2 text-right tabular-nums">{row.tidak_memenuhi}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollableTable>
      </div>
    </TitledSection>
  );
}
