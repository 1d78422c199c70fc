import { CONTENT_ROLES } from '#common/roles';
import { tenantsText } from '#common/texts/tenants';

import { RequireRole } from '../../../components/layout/require-role.tsx';
import { TenantEditor } from '../../../features/tenants/tenant-editor.tsx';

/** /admin/content/edit-tenant (SPEC §2 editors): content roles only, others get 'Akses Ditolak!' and go to /admin. */
export function Component() {
  return (
    <RequireRole allowed={CONTENT_ROLES} redirectTo="/admin">
      <div className="space-y-6">
        <h1 className="text-2xl font-bold text-slate-900">{tenantsText.editorTitle}</h1>
        <TenantEditor />
      </div>
    </RequireRole>
  );
}
