import { PROSPECT_VIEW_ROLES } from '#common/roles';
import { proposalsScreenText as t } from '#common/texts/proposals';

import { staffScreenRoute } from '../../../components/ui/staff-page.tsx';
import { ApprovalQueue } from '../../../features/proposals/approval-queue.tsx';

/** /admin/prospek/persetujuan: proposal versions waiting for approval (docs/decisions/055). */
export const { Component, handle } = staffScreenRoute({
  allowed: PROSPECT_VIEW_ROLES,
  deniedText: t.queueOnly,
  texts: { title: t.queueTitle, intro: t.queueIntro },
  Content: ApprovalQueue,
});
