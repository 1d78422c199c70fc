import { CONTENT_ROLES } from '#common/roles';
import { SERVICE_NAMES } from '#common/texts/cards';
import { pagesText } from '#common/texts/pages';

import { RequireRole } from '../../../components/layout/require-role.tsx';
import { GalleryEditor } from '../../../features/gallery/gallery-editor.tsx';
import { ServicePageEditor } from '../../../features/pages/service-page-editor.tsx';

/** /admin/content/edit-layanan-keamanan (SPEC §2): read-only title, rich-text content, photo gallery. */
export function Component() {
  return (
    <RequireRole
      allowed={CONTENT_ROLES}
      redirectTo="/admin"
      deniedText={pagesText.contentMenuDenied}
    >
      <ServicePageEditor service="keamanan">
        <GalleryEditor service="keamanan" serviceName={SERVICE_NAMES.keamanan} />
      </ServicePageEditor>
    </RequireRole>
  );
}
