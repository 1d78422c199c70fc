import { type ComponentProps, useState } from 'react';

import type { Service } from '#common/rules';
import type { GalleryPhoto } from '#common/schemas/gallery';
import { commonText, fieldText } from '#common/texts/common';
import { galleryText } from '#common/texts/gallery';
import { revisionsText } from '#common/texts/revisions';

import { Button } from '../../components/ui/field.tsx';
import { FilePicker, UploadProgress } from '../../components/ui/file-picker.tsx';
import { useUpload } from '../../components/ui/use-upload.ts';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { confirmDelete, toast } from '../../lib/alerts.ts';
import { failureText } from '../../lib/api-client.ts';
import { type RenderHistory, useOpenedVersion } from '../../lib/revision-version.ts';
import { useDeleteGalleryPhoto, useReplaceGalleryPhoto } from './gallery.queries.ts';
import { AltForm } from './gallery-alt-form.tsx';
import { IMAGE_PICKER, isUntranslated } from './gallery-photos.ts';

/** One photo in the editor: its picture, alt texts, replacement, delete and history. */
export function GalleryItem({
  service,
  photo,
  alt,
  renderHistory,
}: {
  service: Service;
  photo: GalleryPhoto;
  alt: string;
  renderHistory?: RenderHistory;
}) {
  const replace = useReplaceGalleryPhoto(service);
  const remove = useDeleteGalleryPhoto(service);
  const [isReplacing, setIsReplacing] = useState(false);
  const [isEditingAlt, setIsEditingAlt] = useState(false);
  const [showsHistory, setShowsHistory] = useState(false);
  // The version of the photo when 'Ganti' or 'Ubah Teks' was pressed goes along with the save
  // (409 if someone changed it meanwhile); read only then, not for every photo of the list.
  const opened = useOpenedVersion(
    'gallery-photo',
    isReplacing || isEditingAlt ? String(photo.id) : undefined,
  );
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
    // The version this editor now holds is the current one: a next edit of the photo sends it.
    void opened.reopen();
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
      {isEditingAlt ? (
        <AltForm
          service={service}
          photo={photo}
          headers={opened.headers}
          onDone={(isSaved) => {
            if (isSaved) void opened.reopen();
            setIsEditingAlt(false);
          }}
        />
      ) : (
        <div className="space-y-1 text-sm">
          <p className="break-words text-slate-700">
            <span className="font-semibold">{galleryText.altLabel}: </span>
            {photo.alt || <span className="text-slate-500">{galleryText.altGenerated}</span>}
          </p>
          <p lang="en" className="break-words text-slate-700">
            <span className="font-semibold">{fieldText.english(galleryText.altLabel)}: </span>
            {photo.alt_en || <span className="text-slate-500">{galleryText.altGenerated}</span>}
          </p>
          {isUntranslated(photo) ? (
            <p className="text-xs font-semibold text-amber-700">{fieldText.untranslated}</p>
          ) : null}
        </div>
      )}
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
        <div className="flex flex-wrap gap-2">
          <PhotoButton
            text={galleryText.replace}
            alt={alt}
            variant="secondary"
            onClick={() => setIsReplacing(true)}
          />
          {isEditingAlt ? null : (
            <PhotoButton
              text={galleryText.editAlt}
              alt={alt}
              variant="secondary"
              onClick={() => setIsEditingAlt(true)}
            />
          )}
          <PhotoButton
            text={commonText.delete}
            alt={alt}
            variant="danger"
            onClick={() => void onDelete()}
            isBusy={remove.isPending}
          />
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
      {showsHistory
        ? renderHistory?.(String(photo.id), () => {
            setIsReplacing(false);
            setIsEditingAlt(false);
          })
        : null}
    </li>
  );
}

/**
 * One of a photo's action buttons. Every photo of the grid has the same buttons, so each one's
 * accessible name adds the photo's alt text to the action ('Ganti <alt>').
 */
function PhotoButton({
  text,
  alt,
  ...props
}: Omit<ComponentProps<typeof Button>, 'children'> & { text: string; alt: string }) {
  return (
    <Button type="button" {...props} aria-label={`${text} ${alt}`}>
      {text}
    </Button>
  );
}
