import { APPLICANT_EDIT_ROLES, APPLICANT_VIEW_ROLES, hasRole } from '#common/roles';
import { commonText } from '#common/texts/common';
import { recruitingText as t } from '#common/texts/recruiting';

import { roleGated } from '../../components/layout/role-gated.tsx';
import { ScreenSpinner } from '../../components/ui/screen-spinner.tsx';
import { StatsDashboard } from '../../features/applicants/stats-dashboard.tsx';
import { StatsByVacancy } from '../../features/applicants/stats-by-vacancy.tsx';
import { RecruitingSettingsEditor } from '../../features/applicants/recruiting-settings-editor.tsx';
import {
  useApplicantStats,
  useRecruitingSettings,
} from '../../features/applicants/recruiting.queries.ts';
import { readStaffRole } from '../../lib/auth-storage.ts';

/** /admin/statistik (issue 11): admin, hrd, superadmin and bos. */
export const Component = roleGated(
  { allowed: APPLICANT_VIEW_ROLES, deniedText: t.statsDenied, redirectTo: '/admin' },
  StatsScreen,
);

function StatsScreen() {
  const stats = useApplicantStats();
  const canEdit = hasRole(readStaffRole(), APPLICANT_EDIT_ROLES);
  const settings = useRecruitingSettings(canEdit);
  if (stats.isPending) return <ScreenSpinner label={commonText.loading} />;
  if (!stats.data)
    return (
      <p role="alert" className="py-16 text-center text-slate-700">
        {t.statsLoadFailed}
      </p>
    );
  return (
    <div className="space-y-5">
      <StatsDashboard stats={stats.data} />
      <StatsByVacancy rows={stats.data.byVacancy} />
      {canEdit && settings.data ? (
        <div className="mx-auto max-w-6xl">
          <RecruitingSettingsEditor settings={settings.data} />
        </div>
      ) : null}
    </div>
  );
}
