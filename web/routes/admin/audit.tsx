import { STAFF_ADMIN_ROLES } from '#common/roles';
import { auditText as t } from '#common/texts/audit';

import { RequireRole } from '../../components/layout/require-role.tsx';
import { AuditLog } from '../../features/audit/audit-log.tsx';

/** /admin/audit: superadmin reads who did what (issue 9). */
export function Component() {
  return (
    <RequireRole allowed={STAFF_ADMIN_ROLES} deniedText={t.onlySuperadmin}>
      <div className="mx-auto max-w-6xl space-y-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
          <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
        </div>
        <AuditLog />
      </div>
    </RequireRole>
  );
}

export const handle = { seo: () => ({ title: t.title, noindex: true }) };
