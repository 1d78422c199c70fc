import { tenantsText } from '#common/texts/tenants';

import { historyPanel } from '../../../features/revisions/revision-history.tsx';
import { ContentEditorScreen } from '../../../components/layout/content-editor-screen.tsx';
import { TenantEditor } from '../../../features/tenants/tenant-editor.tsx';

/** /admin/content/edit-tenant (docs/product.md §2 editors). */
export function Component() {
  return (
    <ContentEditorScreen title={tenantsText.editorTitle}>
      <TenantEditor renderHistory={historyPanel('tenant', ['tenants'])} />
    </ContentEditorScreen>
  );
}
