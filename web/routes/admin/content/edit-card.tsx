import { CONTENT_ROLES } from '#common/roles';
import { cardsText } from '#common/texts/cards';
import { pagesText } from '#common/texts/pages';

import { RequireRole } from '../../../components/layout/require-role.tsx';
import { CardEditor } from '../../../features/cards/card-editor.tsx';

/** /admin/content/edit-card (SPEC §2): service cards of the home page. */
export function Component() {
  return (
    <RequireRole
      allowed={CONTENT_ROLES}
      redirectTo="/admin"
      deniedText={pagesText.contentMenuDenied}
    >
      <div className="space-y-6">
        <h1 className="text-2xl font-bold text-slate-900">{cardsText.editorTitle}</h1>
        <CardEditor />
      </div>
    </RequireRole>
  );
}
