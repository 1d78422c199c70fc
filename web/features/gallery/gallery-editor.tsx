import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, type FormEvent, useState } from 'react';

import { needsTranslation } from '#common/lang';
import { MAX_IMAGE_BYTES, type Service } from '#common/rules';
import {
  GALLERY_ALT_MAX,
  type GalleryPhoto,
  MAX_GALLERY_FILES_PER_UPLOAD,
} from '#common/schemas/gallery';
import { commonText, fieldText } from '#common/texts/common';
import { galleryText } from '#common/texts/gallery';
import { revisionsText } from '#common/texts/revisions';

import { Button, Spinner, TextField } from '../../components/ui/field.tsx';
import { FilePicker, UploadProgress } from '../../components/ui/file-picker.tsx';
import { UntranslatedFilter } from '../../components/ui/untranslated-filter.tsx';
import { useUpload } from '../../components/ui/use-upload.ts';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { confirmDelete, toast } from '../../lib/alerts.ts';
import { failureText } from '../../lib/api-client.ts';
import { type RenderHistory, useOpenedVersion } from '../../lib/revision-version.ts';
import {
  galleryQuery,
  useDeleteGalleryPhoto,
  useReplaceGalleryPhoto,
  useSaveGalleryAlt,
  useUploadGalleryPhotos,
} from './gallery.queries.ts';

/** A photo lacks English when it has an Indonesian alt text and no English one. */
const isUntranslated = (photo: GalleryPhoto) => needsTranslation(photo, ['alt']);

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

function GalleryItem({
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

/** The photo's alt texts, Indonesian and its English twin side by side (docs/decisions/043). */
function AltForm({
  service,
  photo,
  headers,
  onDone,
}: {
  service: Service;
  photo: GalleryPhoto;
  headers?: Record<string, string>;
  /** `isSaved`: the texts were saved (not cancelled). */
  onDone: (isSaved: boolean) => void;
}) {
  const save = useSaveGalleryAlt(service);
  const [alt, setAlt] = useState(photo.alt ?? '');
  const [altEn, setAltEn] = useState(photo.alt_en ?? '');
  const [error, setError] = useState<string>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      await save.mutateAsync({ id: photo.id, texts: { alt, alt_en: altEn }, headers });
      void toast('success', galleryText.altSaved);
      onDone(true);
    } catch (failure) {
      const message = failureText(failure, galleryText.altSaveFailed);
      setError(message);
      void toast('error', message);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-2">
      <TextField
        label={galleryText.altLabel}
        value={alt}
        maxLength={GALLERY_ALT_MAX}
        hint={galleryText.altHint}
        onChange={(event) => setAlt(event.target.value)}
      />
      <TextField
        label={fieldText.english(galleryText.altLabel)}
        lang="en"
        value={altEn}
        maxLength={GALLERY_ALT_MAX}
        onChange={(event) => setAltEn(event.target.value)}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" isBusy={save.isPending}>
          {galleryText.saveAlt}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone(false)}>
          {galleryText.cancelReplace}
        </Button>
      </div>
    </form>
  );
}
