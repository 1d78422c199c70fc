import { CONTENT_ROLES } from '#common/roles';
import { faqsText } from '#common/texts/faqs';

import { RequireRole } from '../../../components/layout/require-role.tsx';
import { FaqEditor } from '../../../features/faqs/faq-editor.tsx';

/** /admin/content/edit-faqs (SPEC §2 editors): content roles only, others get 'Akses Ditolak!' and go to /admin. */
export function Component() {
  return (
    <RequireRole allowed={CONTENT_ROLES} redirectTo="/admin">
      <div className="space-y-6">
        <h1 className="text-2xl font-bold text-slate-900">{faqsText.editorTitle}</h1>
        <FaqEditor />
      </div>
    </RequireRole>
  );
}
