import { useParams } from 'react-router';

import { APPLICANT_VIEW_ROLES } from '#common/roles';
import { hiringDaysText as t } from '#common/texts/hiring-days';

import { RequireRole } from '../../../components/layout/require-role.tsx';
import { OnTheDay } from '../../../features/hiring-days/on-the-day.tsx';
import { readApplicantRights } from '../../../lib/applicant-rights.ts';

/** /admin/sesi/:id: one hiring day on the day (check-in, arrivals, results), phone first. */
export function Component() {
  const { id } = useParams();
  const { canEdit, canExport } = readApplicantRights();
  return (
    <RequireRole allowed={APPLICANT_VIEW_ROLES} deniedText={t.staffDenied}>
      <div className="mx-auto max-w-3xl">
        <OnTheDay key={id} sesiId={Number(id)} canEdit={canEdit} canExport={canExport} />
      </div>
    </RequireRole>
  );
}

export const handle = { seo: () => ({ title: t.staffTitle, noindex: true }) };
