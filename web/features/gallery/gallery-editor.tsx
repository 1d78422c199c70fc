import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { MAX_IMAGE_BYTES, type Service } from '#common/rules';
import { MAX_GALLERY_FILES_PER_UPLOAD } from '#common/schemas/gallery';
import { commonText } from '#common/texts/common';
import { galleryText } from '#common/texts/gallery';
import { revisionsText } from '#common/texts/revisions';

import { Button, Spinner } from '../../components/ui/field.tsx';
import { FilePicker, UploadProgress } from '../../components/ui/file-picker.tsx';
import { useUpload } from '../../components/ui/use-upload.ts';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { confirmDelete, toast } from '../../lib/alerts.ts';
import { failureText } from '../../lib/api-client.ts';
import { type RenderHistory, useOpenedVersion } from '../../lib/revision-version.ts';
import {
  galleryQuery,
  useDeleteGalleryPhoto,
  useReplaceGalleryPhoto,
  useUploadGalleryPhotos,
} from './gallery.queries.ts';

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif'];
const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
/** What both pickers (new photos and a replacement) accept. */
const IMAGE_PICKER = {
  accept: IMAGE_ACCEPT,
  extensions: IMAGE_EXTENSIONS,
  maxBytes: MAX_IMAGE_BYTES,
  isImage: true,
};

/**
 * Upload, replace and delete the photos of one service's gallery (SPEC §2 editors, §5, §8); each
 * photo's revisions on demand (issue 19).
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
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((photo, index) => (
            <GalleryItem
              key={photo.id}
              service={service}
              photo={photo}
              alt={galleryText.photoAlt(serviceName, index + 1)}
              renderHistory={renderHistory}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function GalleryItem({
  service,
  photo,
  alt,
  renderHistory,
}: {
  service: Service;
  photo: { id: number; photo_url: string };
  alt: string;
  renderHistory?: RenderHistory;
}) {
  const replace = useReplaceGalleryPhoto(service);
  const remove = useDeleteGalleryPhoto(service);
  const [isReplacing, setIsReplacing] = useState(false);
  const [showsHistory, setShowsHistory] = useState(false);
  // The version of the photo when 'Ganti' was pressed goes along with the replacement (409 if
  // someone changed it meanwhile); read only then, not for every photo of the list.
  const opened = useOpenedVersion('gallery-photo', isReplacing ? String(photo.id) : undefined);
  const [file, setFile] = useState<File>();
  const { progress, run } = useUpload({
    missing: galleryText.chooseReplacement,
    done: galleryText.replaced,
    failed: galleryText.replaceFailed,
  });

  async function onReplace() {
    const isDone = await run(file, (image, onProgress) =>
      replace.mutateAsync({ id: photo.id, file: image, onProgress, headers: opened.headers }),
    );
    if (!isDone) return;
    setIsReplacing(false);
    setFile(undefined);
  }

  async function onDelete() {
    if (!(await confirmDelete())) return;
    try {
      await remove.mutateAsync(photo.id);
      void toast('success', galleryText.deleted);
    } catch (error) {
      void toast('error', failureText(error, galleryText.deleteFailed));
    }
  }

  return (
    <li
      className={`space-y-3 rounded-lg border border-slate-200 p-3 ${showsHistory ? 'sm:col-span-2 lg:col-span-3' : ''}`}
    >
      <ResponsiveImage
        src={photo.photo_url}
        sizes="(min-width: 1024px) 300px, 90vw"
        width={800}
        height={600}
        alt={alt}
        className="aspect-[4/3] h-auto w-full rounded-md object-cover"
      />
      {isReplacing ? (
        <div className="space-y-2">
          <FilePicker
            label={galleryText.replaceLabel}
            {...IMAGE_PICKER}
            onChange={(chosen) => setFile(chosen[0])}
          />
          <UploadProgress percent={progress} />
          <div className="flex gap-2">
            <Button type="button" onClick={() => void onReplace()} isBusy={replace.isPending}>
              {commonText.save}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setIsReplacing(false)}>
              {galleryText.cancelReplace}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex gap-2">
          <Button
            type="button"
            variant="secondary"
            onClick={() => setIsReplacing(true)}
            aria-label={`${galleryText.replace} ${alt}`}
          >
            {galleryText.replace}
          </Button>
          <Button
            type="button"
            variant="danger"
            onClick={() => void onDelete()}
            isBusy={remove.isPending}
            aria-label={`${commonText.delete} ${alt}`}
          >
            {commonText.delete}
          </Button>
          {renderHistory ? (
            <Button
              type="button"
              variant="secondary"
              aria-expanded={showsHistory}
              onClick={() => setShowsHistory(!showsHistory)}
              aria-label={`${revisionsText.panelTitle} ${alt}`}
            >
              {revisionsText.historyToggle}
            </Button>
          ) : null}
        </div>
      )}
      {showsHistory ? renderHistory?.(String(photo.id), () => setIsReplacing(false)) : null}
    </li>
  );
}
