import { VACANCY_ROLES } from '#common/roles';
import { vacanciesText as t } from '#common/texts/vacancies';

import { staffScreenRoute } from '../../components/ui/staff-page.tsx';
import { VacancyStaffList } from '../../features/vacancies/vacancy-staff-list.tsx';

/** /admin/lowongan: admin, hrd and superadmin manage vacancies (docs/decisions/031). */
export const { Component, handle } = staffScreenRoute({
  allowed: VACANCY_ROLES,
  deniedText: t.staffIntro,
  texts: { title: t.staffTitle, intro: t.staffIntro },
  Content: VacancyStaffList,
});
