import { STAFF_ADMIN_ROLES } from '#common/roles';
import { apiDocsText } from '#common/texts/api-docs';

import { staffScreenRoute } from '../../components/ui/staff-page.tsx';
import { ApiOperationList } from '../../features/api-docs/api-operation-list.tsx';

/** /admin/api: the API description for teams connecting other systems (superadmin). */
export const { Component, handle } = staffScreenRoute({
  allowed: STAFF_ADMIN_ROLES,
  deniedText: apiDocsText.onlySuperadmin,
  texts: apiDocsText,
  Content: ApiOperationList,
});
