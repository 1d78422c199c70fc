import { STAFF_ADMIN_ROLES } from '#common/roles';
import { apiDocsText as t } from '#common/texts/api-docs';

import { RequireRole } from '../../components/layout/require-role.tsx';
import { ApiOperationList } from '../../features/api-docs/api-operation-list.tsx';

/** /admin/api: the API description for teams connecting other systems (superadmin; issue 20). */
export function Component() {
  return (
    <RequireRole allowed={STAFF_ADMIN_ROLES} deniedText={t.onlySuperadmin}>
      <div className="mx-auto max-w-6xl space-y-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
          <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
        </div>
        <ApiOperationList />
      </div>
    </RequireRole>
  );
}

export const handle = { seo: () => ({ title: t.title, noindex: true }) };
