import { STAFF_ADMIN_ROLES } from '#common/roles';
import { auditText } from '#common/texts/audit';

import { staffScreenRoute } from '../../components/ui/staff-page.tsx';
import { AuditLog } from '../../features/audit/audit-log.tsx';

/** /admin/audit: superadmin reads who did what (docs/decisions/024). */
export const { Component, handle } = staffScreenRoute({
  allowed: STAFF_ADMIN_ROLES,
  deniedText: auditText.onlySuperadmin,
  texts: auditText,
  Content: AuditLog,
});
