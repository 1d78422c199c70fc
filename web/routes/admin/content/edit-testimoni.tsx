import { CONTENT_ROLES } from '#common/roles';
import { testimoniesText } from '#common/texts/testimonies';

import { RequireRole } from '../../../components/layout/require-role.tsx';
import { TestimonyEditor } from '../../../features/testimonies/testimony-editor.tsx';

/** /admin/content/edit-testimoni (SPEC §2 editors): content roles only, others get 'Akses Ditolak!' and go to /admin. */
export function Component() {
  return (
    <RequireRole allowed={CONTENT_ROLES} redirectTo="/admin">
      <div className="space-y-6">
        <h1 className="text-2xl font-bold text-slate-900">{testimoniesText.editorTitle}</h1>
        <TestimonyEditor />
      </div>
    </RequireRole>
  );
}
