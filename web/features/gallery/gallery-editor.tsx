import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { Service } from '#common/rules';
import { MAX_GALLERY_FILES_PER_UPLOAD } from '#common/schemas/gallery';
import { fieldText } from '#common/texts/common';
import { galleryText } from '#common/texts/gallery';

import { Button, Spinner } from '../../components/ui/field.tsx';
import { FilePicker, UploadProgress } from '../../components/ui/file-picker.tsx';
import { UntranslatedFilter } from '../../components/ui/untranslated-filter.tsx';
import { useUpload } from '../../components/ui/use-upload.ts';
import { type RenderHistory } from '../../lib/revision-version.ts';
import { galleryQuery, useUploadGalleryPhotos } from './gallery.queries.ts';

import { GalleryItem } from './gallery-item.tsx';
import { IMAGE_PICKER, isUntranslated } from './gallery-photos.ts';

/**
 * Upload, replace and delete the photos of one service's gallery (docs/product.md §2 editors, §5, §8); each
 * photo's revisions on demand (docs/decisions/034); each photo's alt text in Indonesian and English
 * side by side, with a count and a filter of the photos still missing English (docs/decisions/043).
 */
export function GalleryEditor({
  service,
  serviceName,
  renderHistory,
}: {
  service: Service;
  serviceName: string;
  /** The route's revisions panel for one photo (features stay apart). */
  renderHistory?: RenderHistory;
}) {
  const { data, isPending } = useQuery({ ...galleryQuery(service), staleTime: 0 });
  const upload = useUploadGalleryPhotos(service);
  const [files, setFiles] = useState<File[]>([]);
  const [onlyUntranslated, setOnlyUntranslated] = useState(false);
  const photos = (data ?? []).map((photo, index) => ({ photo, index }));
  const untranslatedCount = photos.filter(({ photo }) => isUntranslated(photo)).length;
  const shown = onlyUntranslated ? photos.filter(({ photo }) => isUntranslated(photo)) : photos;
  const { progress, resetKey, run } = useUpload({
    missing: galleryText.choosePhotoFirst,
    done: galleryText.uploaded,
    failed: galleryText.uploadFailed,
  });

  async function onUpload() {
    const isDone = await run(files.length ? files : undefined, (chosen, onProgress) =>
      upload.mutateAsync({ files: chosen, onProgress }),
    );
    if (isDone) setFiles([]);
  }

  return (
    <section
      aria-labelledby={`galeri-${service}`}
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`galeri-${service}`} className="text-lg font-bold text-slate-900">
        {galleryText.editorHeading}
      </h2>
      <div className="space-y-3">
        <FilePicker
          label={galleryText.newPhotosLabel}
          {...IMAGE_PICKER}
          multiple
          resetKey={resetKey}
          onChange={(chosen) => setFiles(chosen.slice(0, MAX_GALLERY_FILES_PER_UPLOAD))}
        />
        <UploadProgress percent={progress} />
        <Button type="button" onClick={() => void onUpload()} isBusy={upload.isPending}>
          {galleryText.upload}
        </Button>
      </div>
      {isPending ? (
        <Spinner label={galleryText.loading} />
      ) : !data?.length ? (
        <p className="text-slate-500">{galleryText.empty}</p>
      ) : (
        <>
          <UntranslatedFilter
            untranslatedCount={untranslatedCount}
            isOnly={onlyUntranslated}
            onChange={setOnlyUntranslated}
          />
          {shown.length === 0 ? (
            <p className="text-slate-500">{fieldText.untranslatedNone}</p>
          ) : (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map(({ photo, index }) => (
                <GalleryItem
                  key={photo.id}
                  service={service}
                  photo={photo}
                  alt={photo.alt || galleryText.photoAlt(serviceName, index + 1)}
                  renderHistory={renderHistory}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
