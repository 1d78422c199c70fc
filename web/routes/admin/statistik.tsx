import { APPLICANT_VIEW_ROLES } from '#common/roles';
import { commonText } from '#common/texts/common';
import { recruitingText as t } from '#common/texts/recruiting';

import { roleGated } from '../../components/layout/role-gated.tsx';
import { ScreenSpinner } from '../../components/ui/screen-spinner.tsx';
import { StatsDashboard } from '../../features/applicant-stats/stats-dashboard.tsx';
import { StatsByVacancy } from '../../features/applicant-stats/stats-by-vacancy.tsx';
import { RecruitingSettingsEditor } from '../../features/applicant-review/components/recruiting-settings-editor.tsx';
import { useRecruitingSettings } from '../../features/applicant-review/recruiting.queries.ts';
import { useApplicantStats } from '../../features/applicant-stats/applicant-stats.queries.ts';
import { HiringDayStats } from '../../features/hiring-days/hiring-day-stats.tsx';
import { readApplicantRights } from '../../lib/applicant-rights.ts';

/** /admin/statistik (docs/decisions/025): admin, hrd, superadmin and bos. */
export const Component = roleGated(
  { allowed: APPLICANT_VIEW_ROLES, deniedText: t.statsDenied, redirectTo: '/admin' },
  StatsScreen,
);

function StatsScreen() {
  const stats = useApplicantStats();
  const { canEdit } = readApplicantRights();
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
      <HiringDayStats />
      {canEdit && settings.data ? (
        <div className="mx-auto max-w-6xl">
          <RecruitingSettingsEditor settings={settings.data} />
        </div>
      ) : null}
    </div>
  );
}
