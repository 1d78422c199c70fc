import { useLocation } from 'react-router';

import { CONTENT_ROLES } from '#common/roles';
import { SERVICES, type Service } from '#common/rules';
import { SERVICE_NAMES } from '#common/texts/cards';
import { pagesText } from '#common/texts/pages';

import { RequireRole } from '../../../components/layout/require-role.tsx';
import { GalleryEditor } from '../../../features/gallery/gallery-editor.tsx';
import { ServicePageEditor } from '../../../features/pages/service-page-editor.tsx';
import { RevisionHistory, historyPanel } from '../../../features/revisions/revision-history.tsx';

const PATH_PREFIX = '/admin/content/edit-layanan-';

/**
 * /admin/content/edit-layanan-{keamanan,kebersihan,parkir} (docs/product.md §2): read-only title, rich-text
 * content, photo gallery. One module for the three services; the URL names the service (the
 * spec's paths have the service inside the segment, which a route parameter cannot match).
 */
export function Component() {
  const { pathname } = useLocation();
  const service = pathname.slice(PATH_PREFIX.length).replace(/\/$/, '') as Service;
  if (!SERVICES.includes(service)) return null;
  return (
    <RequireRole
      allowed={CONTENT_ROLES}
      redirectTo="/admin"
      deniedText={pagesText.contentMenuDenied}
    >
      <ServicePageEditor key={service} service={service}>
        <RevisionHistory
          entity="page"
          itemId={`layanan-${service}`}
          contentKey={['page-draft', `layanan-${service}`]}
        />
        <GalleryEditor
          service={service}
          serviceName={SERVICE_NAMES[service]}
          renderHistory={historyPanel('gallery-photo', ['gallery', service])}
        />
      </ServicePageEditor>
    </RequireRole>
  );
}
