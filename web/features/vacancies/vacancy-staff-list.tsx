import { useState } from 'react';
import { Link } from 'react-router';

import { formatLongDate, todayIn } from '#common/dates';
import { isVacancyOpen, type StaffVacancy } from '#common/schemas/vacancies';
import { commonText } from '#common/texts/common';
import { vacanciesText as t } from '#common/texts/vacancies';

import { CardList, CardListItem } from '../../components/ui/card-list.tsx';
import { Button } from '../../components/ui/field.tsx';
import { confirmDelete } from '../../lib/alerts.ts';
import { usePublicConfig } from '../../lib/public-config.tsx';
import { runWithToast } from '../../lib/run-with-toast.ts';
import { VacancyEditor } from './vacancy-editor.tsx';
import { VacancyStaffFilterBar, useVacancyStaffFilters } from './vacancy-staff-filters.tsx';
import { positionText } from './vacancy-format.ts';
import { useDeleteVacancy, useSaveVacancy, useStaffVacancies } from './vacancies.queries.ts';

type Editing = { kind: 'new' } | { kind: 'edit'; vacancy: StaffVacancy } | null;

/**
 * Staff vacancies (docs/decisions/031, docs/product.md §6): every vacancy with its state and applicant counts (linking
 * to its applicants), and create, edit, open, close and delete.
 */
export function VacancyStaffList() {
  const { timeZone } = usePublicConfig();
  const list = useStaffVacancies();
  const save = useSaveVacancy();
  const remove = useDeleteVacancy();
  const [editing, setEditing] = useState<Editing>(null);
  const filterState = useVacancyStaffFilters();
  const today = todayIn(timeZone);

  const onToggle = async (vacancy: StaffVacancy) => {
    const status = vacancy.status === 'dibuka' ? 'ditutup' : 'dibuka';
    // Reopening one past its date: the server names the field (edit the date first).
    const toggle = () => save.mutateAsync({ id: vacancy.id, input: { ...vacancy, status } });
    await runWithToast(toggle, t.saved, t.saveFailed);
  };

  const onDelete = async (vacancy: StaffVacancy) => {
    if (!(await confirmDelete())) return;
    await runWithToast(() => remove.mutateAsync(vacancy.id), t.deleted, t.deleteFailed);
  };

  if (editing)
    return (
      <VacancyEditor
        vacancy={editing.kind === 'edit' ? editing.vacancy : undefined}
        onDone={() => setEditing(null)}
      />
    );

  return (
    <div className="space-y-4">
      <Button onClick={() => setEditing({ kind: 'new' })}>{t.add}</Button>
      <VacancyStaffFilterBar state={filterState} />
      <CardList query={list} errorText={t.loadFailed} emptyText={t.staffEmpty}>
        {(vacancies) => (
          <>
            {vacancies.filter(filterState.matches).length === 0 ? (
              <li className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
                {t.emptyFiltered}
              </li>
            ) : null}
            {vacancies.filter(filterState.matches).map((vacancy) => {
              const isExpired = vacancy.status === 'dibuka' && !isVacancyOpen(vacancy, today);
              return (
                <CardListItem
                  key={vacancy.id}
                  actions={
                    <>
                      <Button
                        variant="secondary"
                        onClick={() => setEditing({ kind: 'edit', vacancy })}
                      >
                        {commonText.edit}
                      </Button>
                      <Button variant="secondary" onClick={() => void onToggle(vacancy)}>
                        {vacancy.status === 'dibuka' ? t.close : t.open}
                      </Button>
                      <Button variant="danger" onClick={() => void onDelete(vacancy)}>
                        {commonText.delete}
                      </Button>
                    </>
                  }
                >
                  <div className="min-w-0">
                    <p className="text-sm text-slate-600">
                      {positionText(vacancy.posisi)} · {vacancy.kota} · {vacancy.jenis}
                    </p>
                    <h2 className="text-base font-bold text-slate-900">
                      {vacancy.status === 'draft' ? (
                        vacancy.judul
                      ) : (
                        <a
                          href={`/lowongan/${vacancy.slug}`}
                          className="hover:text-brand-700 underline-offset-2 hover:underline"
                        >
                          {vacancy.judul}
                        </a>
                      )}
                    </h2>
                    <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                      <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
                        {isExpired ? t.expired : t.statusLabels[vacancy.status]}
                      </span>
                      <span className="text-slate-600">
                        {t.closesOn(formatLongDate(vacancy.ditutup_pada))}
                      </span>
                      <Link
                        to={`/admin/pelamar?lowongan=${vacancy.id}`}
                        className="text-brand-700 font-medium underline underline-offset-2"
                      >
                        {t.applicantsCount(vacancy.jumlah_pelamar)}
                      </Link>
                      {vacancy.tidak_memenuhi ? (
                        <Link
                          to={`/admin/pelamar?lowongan=${vacancy.id}&memenuhi=0`}
                          className="text-amber-800 underline underline-offset-2"
                        >
                          {t.flaggedCount(vacancy.tidak_memenuhi)}
                        </Link>
                      ) : null}
                    </p>
                  </div>
                </CardListItem>
              );
            })}
          </>
        )}
      </CardList>
    </div>
  );
}
