import { faqsText } from '#common/texts/faqs';

import { ContentEditorScreen } from '../../../components/layout/content-editor-screen.tsx';
import { FaqEditor } from '../../../features/faqs/faq-editor.tsx';

/** /admin/content/edit-faqs (SPEC §2 editors). */
export function Component() {
  return (
    <ContentEditorScreen title={faqsText.editorTitle}>
      <FaqEditor />
    </ContentEditorScreen>
  );
}
