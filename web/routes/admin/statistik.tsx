import { APPLICANT_VIEW_ROLES } from '#common/roles';
import { commonText } from '#common/texts/common';
import { recruitingText as t } from '#common/texts/recruiting';

import { RequireRole } from '../../components/layout/require-role.tsx';
import { Spinner } from '../../components/ui/field.tsx';
import { StatsDashboard } from '../../features/applicants/stats-dashboard.tsx';
import { useApplicantStats } from '../../features/applicants/recruiting.queries.ts';

/** /admin/statistik (issue 11): admin, hrd, superadmin and bos. */
export function Component() {
  return (
    <RequireRole allowed={APPLICANT_VIEW_ROLES} deniedText={t.statsDenied} redirectTo="/admin">
      <StatsScreen />
    </RequireRole>
  );
}

function StatsScreen() {
  const stats = useApplicantStats();
  if (stats.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner label={commonText.loading} />
      </div>
    );
  if (!stats.data)
    return (
      <p role="alert" className="py-16 text-center text-slate-700">
        {t.statsLoadFailed}
      </p>
    );
  return <StatsDashboard stats={stats.data} />;
}
