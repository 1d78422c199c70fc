import { testimoniesText } from '#common/texts/testimonies';

import { ContentEditorScreen } from '../../../components/layout/content-editor-screen.tsx';
import { TestimonyEditor } from '../../../features/testimonies/testimony-editor.tsx';

/** /admin/content/edit-testimoni (SPEC §2 editors). */
export function Component() {
  return (
    <ContentEditorScreen title={testimoniesText.editorTitle}>
      <TestimonyEditor />
    </ContentEditorScreen>
  );
}
