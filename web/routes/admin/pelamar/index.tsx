import { APPLICANT_VIEW_ROLES } from '#common/roles';
import { applicantsText as t } from '#common/texts/applicants';

import { RequireRole } from '../../../components/layout/require-role.tsx';
import { ApplicantList } from '../../../features/applicant-review/screens/applicant-list.tsx';
import { HiringDayInvite } from '../../../features/hiring-days/hiring-day-invite.tsx';
import { useStaffVacancies } from '../../../features/vacancies/vacancies.queries.ts';
import { readApplicantRights } from '../../../lib/applicant-rights.ts';

/** /admin/pelamar: 'Daftar Pelamar Kerja' for admin, hrd, superadmin and bos (docs/product.md §6). */
export function Component() {
  const { canView, canEdit, canExport } = readApplicantRights();
  // The vacancies to filter by (every staff role that reads applicants may list them) (docs/decisions/031).
  const vacancies = useStaffVacancies(canView);
  return (
    <RequireRole allowed={APPLICANT_VIEW_ROLES} deniedText={t.listOnlyHrd}>
      {/* docs/product.md §6: bos has no delete button; docs/decisions/022: nor the CSV export. */}
      <ApplicantList
        canDelete={canEdit}
        canExport={canExport}
        vacancies={vacancies.data ?? []}
        bulkExtra={(chosen) => <HiringDayInvite {...chosen} />}
      />
    </RequireRole>
  );
}
