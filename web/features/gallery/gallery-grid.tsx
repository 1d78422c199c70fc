import { useEffect, useRef, useState } from 'react';

import type { GalleryPhoto } from '#common/schemas/gallery';
import { galleryText as galleryTextId, galleryTextEn } from '#common/texts/gallery';

import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { useLang, useTexts } from '../../lib/lang.tsx';

const SIZES = '(min-width: 1024px) 320px, (min-width: 640px) 45vw, 100vw';

/**
 * The alt text of a photo in the page's language: the one staff wrote (the server answers the
 * English one on the English pages where there is one), else one made from the service's name.
 * `lang` marks an Indonesian alt text shown on an English page (docs/decisions/043).
 */
function usePhotoAlt() {
  const galleryText = useTexts(galleryTextId, galleryTextEn);
  const pageLang = useLang();
  return (photo: GalleryPhoto, serviceName: string, index: number) => ({
    alt: photo.alt || galleryText.photoAlt(serviceName, index + 1),
    lang: pageLang === 'en' && photo.alt && !photo.alt_en ? 'id' : undefined,
  });
}

/** The photos and their <dialog> lightbox: an island (docs/decisions/027). */
export function GalleryGrid({
  photos,
  serviceName,
}: {
  photos: GalleryPhoto[];
  serviceName: string;
}) {
  const galleryText = useTexts(galleryTextId, galleryTextEn);
  const photoAlt = usePhotoAlt();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <section aria-labelledby="galeri-title" className="mt-12">
      <h2 id="galeri-title" className="text-2xl font-bold text-slate-900">
        {galleryText.heading}
      </h2>
      <ul className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setOpenIndex(index)}
              aria-label={galleryText.openPhoto(index + 1)}
              className="group focus-visible:outline-brand-700 block w-full overflow-hidden rounded-xl bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <ResponsiveImage
                src={photo.photo_url}
                sizes={SIZES}
                width={800}
                height={600}
                // The first photo is often the largest thing in a phone's first screen (the LCP
                // element): fetch it at once; the rest wait until they near the viewport.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                {...photoAlt(photo, serviceName, index)}
                className="aspect-[4/3] h-auto w-full object-cover transition duration-300 group-hover:scale-105 motion-reduce:transition-none"
              />
            </button>
          </li>
        ))}
      </ul>
      {openIndex !== null ? (
        <Lightbox
          photos={photos}
          index={openIndex}
          serviceName={serviceName}
          onIndex={setOpenIndex}
          onClose={() => setOpenIndex(null)}
        />
      ) : null}
    </section>
  );
}

function Lightbox({
  photos,
  index,
  serviceName,
  onIndex,
  onClose,
}: {
  photos: GalleryPhoto[];
  index: number;
  serviceName: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const galleryText = useTexts(galleryTextId, galleryTextEn);
  const photoAlt = usePhotoAlt();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
  }, []);
  const photo = photos[index];
  const move = (step: number) => onIndex((index + step + photos.length) % photos.length);
  return (
    <dialog
      ref={dialog}
      aria-label={galleryText.lightboxLabel}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(1);
        if (event.key === 'ArrowLeft') move(-1);
      }}
      className="m-auto max-h-[92vh] w-[min(92vw,1200px)] max-w-none bg-transparent p-0 backdrop:bg-slate-950/85"
    >
      <div className="relative">
        <ResponsiveImage
          src={photo.photo_url}
          sizes="92vw"
          loading="eager"
          width={1600}
          height={1200}
          {...photoAlt(photo, serviceName, index)}
          className="mx-auto max-h-[85vh] w-auto rounded-lg object-contain"
        />
        <div className="mt-3 flex items-center justify-center gap-3">
          {photos.length > 1 ? (
            <button
              type="button"
              onClick={() => move(-1)}
              className="rounded-full bg-white/90 px-4 py-2 font-semibold text-slate-900 hover:bg-white"
            >
              <span aria-hidden="true">‹ </span>
              {galleryText.previous}
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded-full bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100"
            autoFocus
          >
            {galleryText.close}
          </button>
          {photos.length > 1 ? (
            <button
              type="button"
              onClick={() => move(1)}
              className="rounded-full bg-white/90 px-4 py-2 font-semibold text-slate-900 hover:bg-white"
            >
              {galleryText.next}
              <span aria-hidden="true"> ›</span>
            </button>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
