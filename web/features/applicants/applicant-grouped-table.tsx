import { Link } from 'react-router';

import type { ApplicantStatus } from '#common/rules';
import type { RecruitingListItem } from '#common/schemas/recruiting';
import { applicantsAdminText as a, applicantsText as t } from '#common/texts/applicants';
import { commonText } from '#common/texts/common';
import { privacyText } from '#common/texts/privacy';
import { recruitingText as r } from '#common/texts/recruiting';

import { TableHead } from '../../components/ui/table-head.tsx';
import { confirmAction, confirmDelete, showError, showSuccess } from '../../lib/alerts.ts';
import type { ApplicantGroup } from './applicant-list-groups.ts';
import { StatusBadge } from './applicant-profile.tsx';
import type { ApplicantSelection } from './applicant-selection.tsx';
import { useDeleteApplicant } from './applicants-admin.queries.ts';
import { RetentionNote } from './retention-note.tsx';

/**
 * The applicants of one page, grouped by the day they applied (SPEC §2): a card per applicant on
 * phones, the spec's table on wider screens; each row links to the detail and, for staff who may,
 * has a check box for bulk work and a delete button.
 */
export function ApplicantGroupedTable({
  groups,
  canDelete,
  selection,
  isFetching,
}: {
  groups: ApplicantGroup<RecruitingListItem>[];
  canDelete: boolean;
  selection: ApplicantSelection;
  isFetching: boolean;
}) {
  // Only staff who may delete choose rows for bulk work (CONTRACT APPLICANT_EDIT_ROLES).
  const chooser = canDelete ? selection : null;
  const remove = useDeleteApplicant();
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

  return (
    <div className="space-y-6" aria-busy={isFetching}>
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
                    <SelectBox row={row} selection={chooser} />
                    <span className="mr-2 text-slate-500">{row.number}.</span>
                    {row.nama}
                    <DuplicateBadge isDuplicate={row.duplicate} />
                  </p>
                  <StatusBadge status={row.status as ApplicantStatus} />
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
                      <SelectBox row={row} selection={chooser} />
                      {row.number}
                    </td>
                    <td className="px-4 py-3 font-semibold text-slate-900">
                      {row.nama}
                      <DuplicateBadge isDuplicate={row.duplicate} />
                    </td>
                    <td className="px-4 py-3 wrap-anywhere text-slate-700">{row.email}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700">{row.telepon}</td>
                    <td className="px-4 py-3 text-slate-700">{row.posisi}</td>
                    <td className="px-4 py-3">
                      <StatusBadge status={row.status as ApplicantStatus} />
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
  selection,
}: {
  row: Pick<RecruitingListItem, 'id' | 'nama'>;
  selection: ApplicantSelection | null;
}) {
  if (!selection) return null;
  return (
    <input
      type="checkbox"
      className="mr-2 h-4 w-4 align-middle"
      aria-label={r.selectRow(row.nama)}
      checked={selection.isChosen(row.id)}
      onChange={() => selection.toggle(row.id)}
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
