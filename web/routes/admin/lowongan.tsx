import { VACANCY_ROLES } from '#common/roles';
import { vacanciesText as t } from '#common/texts/vacancies';

import { RequireRole } from '../../components/layout/require-role.tsx';
import { VacancyStaffList } from '../../features/vacancies/vacancy-staff-list.tsx';

/** /admin/lowongan: admin, hrd and superadmin manage vacancies (issue 17). */
export function Component() {
  return (
    <RequireRole allowed={VACANCY_ROLES} deniedText={t.staffIntro}>
      <div className="mx-auto max-w-6xl space-y-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t.staffTitle}</h1>
          <p className="mt-1 text-sm text-slate-600">{t.staffIntro}</p>
        </div>
        <VacancyStaffList />
      </div>
    </RequireRole>
  );
}

export const handle = { seo: () => ({ title: t.staffTitle, noindex: true }) };
