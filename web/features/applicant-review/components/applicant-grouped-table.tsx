import { guardHiringScreensText as g } from '#common/texts/guard-hiring-screens';
import { Link } from 'react-router';

import type { ApplicantStatus } from '#common/rules';
import type { RecruitingListItem } from '#common/schemas/recruiting';
import { applicantsAdminText as a } from '#common/texts/applicants';
import { commonText } from '#common/texts/common';
import { recruitingText as r } from '#common/texts/recruiting';
import { vacanciesText } from '#common/texts/vacancies';

import { ApplicationVacancyLink } from '../../../components/ui/application-vacancy.tsx';
import { CardsOrTable } from '../../../components/ui/cards-or-table.tsx';
import type { ApplicantGroup } from './applicant-list-groups.ts';
import { StatusBadge } from '../../../components/applicant/applicant-profile.tsx';
import { NotQualifiedBadge } from './applicant-vacancy-filters.tsx';
import type { ApplicantSelection } from './applicant-selection.tsx';
import { useConfirmedDelete } from './use-delete-applicant.ts';
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
  const confirmedDelete = useConfirmedDelete();
  const onDelete = async (id: number) => {
    await confirmedDelete(id);
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
              <ApplicantCard key={row.id} row={row} selection={chooser} />
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
                <td className="space-y-1 px-4 py-3">
                  <StatusBadge status={row.status as ApplicantStatus} />
                  {row.memenuhi_syarat ? null : <NotQualifiedBadge />}
                  <DocumentStateBadges counts={row.dokumen} />
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

/**
 * A phone's card (docs/decisions/058): what decides the next step first (status, eligibility,
 * documents), then the contact lines; the whole lower band is the 'Detail' link, 44 px high.
 * Delete lives behind the detail, never beside 'Detail' on every card.
 */
function ApplicantCard({
  row,
  selection,
}: {
  row: ApplicantGroup<RecruitingListItem>['rows'][number];
  selection: ApplicantSelection | null;
}) {
  return (
    <li className="space-y-2 px-4 py-3">
      <div className="flex items-start gap-1">
        <SelectBox row={row} selection={selection} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900">
            <span className="mr-2 text-slate-500">{row.number}.</span>
            {row.nama}
            <DuplicateBadge isDuplicate={row.duplicate} />
            <MaskedNik row={row} />
          </p>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <StatusBadge status={row.status as ApplicantStatus} />
            {row.memenuhi_syarat ? <QualifiedBadge /> : <NotQualifiedBadge />}
            <DocumentStateBadges counts={row.dokumen} />
          </div>
        </div>
      </div>
      <p className="text-sm wrap-anywhere text-slate-600">
        {row.telepon} · {row.posisi}
        <br />
        {row.email}
      </p>
      {/* The vacancy's page, linked as on the desk; a line of its own, 44 px high to touch. */}
      <ApplicationVacancyLink
        vacancy={row.lowongan}
        className="block text-sm text-slate-600 [&>a]:inline-flex [&>a]:min-h-11 [&>a]:items-center"
      />
      <RetentionNote until={row.retensi_hingga} />
      <Link
        to={`/admin/pelamar/${row.id}`}
        className="bg-brand-700 hover:bg-brand-800 flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold text-white"
        aria-label={a.detailOf(row.nama)}
      >
        {a.detail}
      </Link>
    </li>
  );
}

function QualifiedBadge() {
  return (
    <span className="inline-flex rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">
      {vacanciesText.qualified}
    </span>
  );
}

/** '3/5 dokumen sah' and, when any, '1 ditolak'; nothing for an application without documents. */
function DocumentStateBadges({ counts }: { counts: RecruitingListItem['dokumen'] }) {
  const total = counts.sah + counts.ditolak + counts.belum;
  if (total === 0) return null;
  const isAllValid = counts.sah === total;
  return (
    <>
      <span
        className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${isAllValid ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-slate-800'}`}
      >
        {g.documentsValid(counts.sah, total)}
      </span>
      {counts.ditolak ? (
        <span className="inline-flex rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
          {g.documentsRejected(counts.ditolak)}
        </span>
      ) : null}
    </>
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
  // The label around the 24 px box makes the touch target 44 px (docs/decisions/058).
  return (
    <label className="-my-2 -ml-2 inline-flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center align-middle">
      <input
        type="checkbox"
        className="h-6 w-6"
        aria-label={r.selectRow(row.nama)}
        checked={selection.isChosen(row.id)}
        onChange={() => selection.toggle(row.id)}
      />
    </label>
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
