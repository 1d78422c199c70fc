import { STAFF_ADMIN_ROLES } from '#common/roles';
import { jobsText as t } from '#common/texts/jobs';
import { staffText } from '#common/texts/staff';

import { RequireRole } from '../../components/layout/require-role.tsx';
import { JobList } from '../../features/jobs/job-list.tsx';

/** /admin/jobs: outgoing mail and periodic tasks, failed ones to send again (superadmin only). */
export function Component() {
  return (
    <RequireRole allowed={STAFF_ADMIN_ROLES} deniedText={staffText.onlySuperadmin}>
      <div className="mx-auto max-w-6xl space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
        <p className="text-sm text-slate-600">{t.intro}</p>
        <JobList />
      </div>
    </RequireRole>
  );
}

export const handle = { seo: () => ({ title: t.title, noindex: true }) };
