import { APPLICANT_VIEW_ROLES } from '#common/roles';
import { hiringDaysText as t } from '#common/texts/hiring-days';

import { staffScreenRoute } from '../../../components/ui/staff-page.tsx';
import { HiringDayStaffList } from '../../../features/hiring-days/hiring-day-staff-list.tsx';
import { useStaffVacancies } from '../../../features/vacancies/vacancies.queries.ts';
import { readApplicantRights } from '../../../lib/applicant-rights.ts';

function HiringDaysScreen() {
  const { canEdit, canExport } = readApplicantRights();
  const vacancies = useStaffVacancies(canEdit);
  return (
    <HiringDayStaffList
      canEdit={canEdit}
      canExport={canExport}
      vacancies={(vacancies.data ?? []).map(({ id, judul }) => ({ id, judul }))}
    />
  );
}

/** /admin/sesi: hiring days and interview slots (staff who read applicants; bos reads only). */
export const { Component, handle } = staffScreenRoute({
  allowed: APPLICANT_VIEW_ROLES,
  deniedText: t.staffDenied,
  texts: { title: t.staffTitle, intro: t.staffIntro },
  Content: HiringDaysScreen,
});
