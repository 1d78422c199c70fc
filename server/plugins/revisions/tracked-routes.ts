import type { FastifyRequest } from 'fastify';

import { SERVICES } from '#common/rules';
import type { RevisionEntity } from '#common/schemas/revisions';

/**
 * The content writes that keep revisions (docs/decisions/034), by route. `items` names the items a request
 * changes, known before the handler runs; a creation's ids come from its answer (`created`).
 */
export interface TrackedRoute {
  entity: RevisionEntity;
  kind: 'create' | 'update' | 'delete';
  items?(request: FastifyRequest): string[];
  created?(answer: unknown): string[];
}

const bodyField = (field: string) => (request: FastifyRequest) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? [value] : [];
};
const idParam = (request: FastifyRequest) => [String((request.params as { id: unknown }).id)];
const answerId = (answer: unknown) => {
  const id = (answer as { id?: unknown } | null)?.id;
  return typeof id === 'number' ? [String(id)] : [];
};

function listRoutes(entity: RevisionEntity, base: string, item = `${base}/:id`) {
  return {
    [`POST ${base}`]: { entity, kind: 'create', created: answerId },
    [`PUT ${item}`]: { entity, kind: 'update', items: idParam },
    [`DELETE ${item}`]: { entity, kind: 'delete', items: idParam },
  } satisfies Record<string, TrackedRoute>;
}

export const TRACKED_ROUTES: Record<string, TrackedRoute> = {
  'PUT /api/pages': { entity: 'page', kind: 'update', items: bodyField('slug') },
  'PUT /api/cards': { entity: 'card', kind: 'update', items: bodyField('service') },
  // The service is a multipart field the handler reads: look at all three, record the one changed.
  'POST /api/cards/upload': { entity: 'card', kind: 'update', items: () => [...SERVICES] },
  'PUT /api/site-settings': { entity: 'site-settings', kind: 'update', items: () => ['company'] },
  ...listRoutes('testimony', '/api/testimonies'),
  ...listRoutes('faq', '/api/faqs'),
  ...listRoutes('tenant', '/api/dokumentasi'),
  'POST /api/gallery/upload': {
    entity: 'gallery-photo',
    kind: 'create',
    created: (answer) =>
      ((answer as { photos?: Array<{ id: number }> } | null)?.photos ?? []).map((photo) =>
        String(photo.id),
      ),
  },
  'PUT /api/gallery/update/:id': { entity: 'gallery-photo', kind: 'update', items: idParam },
  'PUT /api/gallery/alt/:id': { entity: 'gallery-photo', kind: 'update', items: idParam },
  'DELETE /api/gallery/delete/:id': { entity: 'gallery-photo', kind: 'delete', items: idParam },
};
