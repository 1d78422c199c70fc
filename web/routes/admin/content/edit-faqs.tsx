import { faqsText } from '#common/texts/faqs';

import { historyPanel } from '../../../features/revisions/revision-history.tsx';
import { ContentEditorScreen } from '../../../components/layout/content-editor-screen.tsx';
import { FaqEditor } from '../../../features/faqs/faq-editor.tsx';

/** /admin/content/edit-faqs (docs/product.md §2 editors). */
export function Component() {
  return (
    <ContentEditorScreen title={faqsText.editorTitle}>
      <FaqEditor renderHistory={historyPanel('faq', ['faqs'])} />
    </ContentEditorScreen>
  );
}
