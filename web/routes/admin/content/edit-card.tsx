import { cardsText } from '#common/texts/cards';
import { pagesText } from '#common/texts/pages';

import { ContentEditorScreen } from '../../../components/layout/content-editor-screen.tsx';
import { CardEditor } from '../../../features/cards/card-editor.tsx';
import { historyPanel } from '../../../features/revisions/revision-history.tsx';

/** /admin/content/edit-card (docs/product.md §2): service cards of the home page; their revisions (docs/decisions/034). */
export function Component() {
  return (
    <ContentEditorScreen title={cardsText.editorTitle} deniedText={pagesText.contentMenuDenied}>
      <CardEditor renderHistory={historyPanel('card', ['cards'])} />
    </ContentEditorScreen>
  );
}
