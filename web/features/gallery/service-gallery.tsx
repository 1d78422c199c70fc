import { useQuery } from '@tanstack/react-query';

import type { Service } from '#common/rules';
import { galleryText as galleryTextId, galleryTextEn } from '#common/texts/gallery';

import { Island } from '../../lib/island.tsx';
import { GalleryGrid } from './gallery-grid.tsx';
import { galleryQuery } from './gallery.queries.ts';
import { useTexts } from '../../lib/lang.tsx';

/**
 * Photo gallery of a service page (docs/product.md §4): 'Memuat galeri...' while loading, then the photos;
 * nothing at all when the list is empty, not an array, or failed (the failure is only logged).
 * A photo opens in a <dialog> lightbox (Escape closes, arrow keys move).
 */
export function ServiceGallery({
  service,
  serviceName,
}: {
  service: Service;
  serviceName: string;
}) {
  const galleryText = useTexts(galleryTextId, galleryTextEn);
  const { data, isPending, isError } = useQuery(galleryQuery(service));
  if (isPending) {
    return (
      <p role="status" className="mt-10 text-slate-500">
        {galleryText.loading}
      </p>
    );
  }
  if (isError || !Array.isArray(data) || data.length === 0) return null;
  return (
    <Island name="gallery" props={{ photos: data, serviceName }}>
      <GalleryGrid photos={data} serviceName={serviceName} />
    </Island>
  );
}
