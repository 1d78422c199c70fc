import {
  APPLICANT_EDIT_ROLES,
  APPLICANT_EXPORT_ROLES,
  APPLICANT_VIEW_ROLES,
  hasRole,
} from '#common/roles';

import { readStaffRole } from '../../lib/auth-storage.ts';

/**
 * What the signed-in staff member may do with applicants (common/roles.ts): read them, change and
 * delete them, export them (docs/product.md §6; docs/decisions/022: bos exports nothing).
 */
export function readApplicantRights() {
  const role = readStaffRole();
  return {
    canView: hasRole(role, APPLICANT_VIEW_ROLES),
    canEdit: hasRole(role, APPLICANT_EDIT_ROLES),
    canExport: hasRole(role, APPLICANT_EXPORT_ROLES),
  };
}
