import { PROSPECT_VIEW_ROLES } from '#common/roles';
import { prospectsText } from '#common/texts/prospects';

import { staffScreenRoute } from '../../../components/ui/staff-page.tsx';
import { ProspectPipeline } from '../../../features/prospects/prospect-pipeline.tsx';

/** /admin/prospek: the sales pipeline (docs/decisions/054). */
export const { Component, handle } = staffScreenRoute({
  allowed: PROSPECT_VIEW_ROLES,
  deniedText: prospectsText.onlyAllowed,
  texts: prospectsText,
  Content: ProspectPipeline,
});
