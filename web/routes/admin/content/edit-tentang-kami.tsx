import { pagesText } from '#common/texts/pages';

import { ContentEditorScreen } from '../../../components/layout/content-editor-screen.tsx';
import { PageEditor } from '../../../features/pages/page-editor.tsx';
import { RevisionHistory } from '../../../features/revisions/revision-history.tsx';

/** /admin/content/edit-tentang-kami (docs/product.md §2): title read-only, rich-text body; draft and revisions (docs/decisions/034). */
export function Component() {
  return (
    <ContentEditorScreen
      title={pagesText.aboutEditorTitle}
      deniedText={pagesText.contentMenuDenied}
    >
      <PageEditor slug="tentang-kami" defaultTitle="Tentang Kami" />
      <RevisionHistory
        entity="page"
        itemId="tentang-kami"
        contentKey={['page-draft', 'tentang-kami']}
      />
    </ContentEditorScreen>
  );
}
