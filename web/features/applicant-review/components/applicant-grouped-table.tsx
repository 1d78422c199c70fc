import { guardHiringScreensText as g } from '#common/texts/guard-hiring-screens';
import { Link } from 'react-router';

import type { ApplicantStatus } from '#common/rules';
import type { RecruitingListItem } from '#common/schemas/recruiting';
import { applicantsAdminText as a, applicantsText as t } from '#common/texts/applicants';
import { commonText } from '#common/texts/common';
import { privacyText } from '#common/texts/privacy';
import { recruitingText as r } from '#common/texts/recruiting';

import { ApplicationVacancyLink } from '../../../components/ui/application-vacancy.tsx';
import { CardsOrTable } from '../../../components/ui/cards-or-table.tsx';
import { confirmAction, confirmDelete, showError, showSuccess } from '../../../lib/alerts.ts';
import type { ApplicantGroup } from './applicant-list-groups.ts';
import { StatusBadge } from '../../../components/applicant/applicant-profile.tsx';
import { NotQualifiedBadge } from './applicant-vacancy-filters.tsx';
import type { ApplicantSelection } from './applicant-selection.tsx';
import { useDeleteApplicant } from '../applicant-review.queries.ts';
import { RetentionNote } from './retention-note.tsx';

/**
 * The applicants of one page, grouped by the day they applied (docs/product.md §2): a card per applicant on
 * phones, the product's table on wider screens; each row links to the detail and, for staff who may,
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
  // Only staff who may delete choose rows for bulk work (APPLICANT_EDIT_ROLES, docs/product.md §6).
  const chooser = canDelete ? selection : null;
  const remove = useDeleteApplicant();
  const onDelete = async (id: number) => {
    if (!(await confirmDelete())) return;
    // The application's files always go (docs/decisions/022); the login account only when staff say so.
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
          {/* Phones: one card per applicant; wider screens: the product's table. */}
          <CardsOrTable
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
            cards={group.rows.map((row) => (
              <li key={row.id} className="space-y-2 px-4 py-3">
                <div className="flex items-start justify-between gap-3">
                  <p className="font-semibold text-slate-900">
                    <SelectBox row={row} selection={chooser} />
                    <span className="mr-2 text-slate-500">{row.number}.</span>
                    {row.nama}
                    <DuplicateBadge isDuplicate={row.duplicate} />
                    <MaskedNik row={row} />
                  </p>
                  <span className="flex flex-col items-end gap-1">
                    <StatusBadge status={row.status as ApplicantStatus} />
                    {row.memenuhi_syarat ? null : <NotQualifiedBadge />}
                  </span>
                </div>
                <p className="text-sm wrap-anywhere text-slate-600">
                  {row.email}
                  <br />
                  {row.telepon} · {row.posisi}
                  <ApplicationVacancyLink vacancy={row.lowongan} className="block" />
                </p>
                <RetentionNote until={row.retensi_hingga} />
                <RowActions row={row} canDelete={canDelete} onDelete={onDelete} />
              </li>
            ))}
            rows={group.rows.map((row) => (
              <tr key={row.id} className="hover:bg-slate-50">
                <td className="px-4 py-3 whitespace-nowrap text-slate-500">
                  <SelectBox row={row} selection={chooser} />
                  {row.number}
                </td>
                <td className="px-4 py-3 font-semibold text-slate-900">
                  {row.nama}
                  <DuplicateBadge isDuplicate={row.duplicate} />
                  <MaskedNik row={row} />
                </td>
                <td className="px-4 py-3 wrap-anywhere text-slate-700">{row.email}</td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{row.telepon}</td>
                <td className="px-4 py-3 text-slate-700">
                  {row.posisi}
                  <ApplicationVacancyLink vacancy={row.lowongan} className="block text-xs" />
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={row.status as ApplicantStatus} />
                  {row.memenuhi_syarat ? null : <NotQualifiedBadge />}
                  <RetentionNote until={row.retensi_hingga} />
                </td>
                <td className="px-4 py-3">
                  <RowActions row={row} canDelete={canDelete} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          />
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
          className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-xs font-semibold text-red-700 hover:border-red-300 hover:bg-red-50"
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
      className="mr-2 h-6 w-6 align-middle"
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

/** docs/decisions/046: the NIK as lists show it (first four and last two digits). */
function MaskedNik({ row }: { row: { nik: string | null } }) {
  const { nik } = row;
  return nik ? (
    <span className="block font-mono text-xs font-normal text-slate-600">
      {g.nikColumn} {nik}
    </span>
  ) : null;
}
