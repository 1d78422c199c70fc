import { type FormEvent, useState } from 'react';

import type { Service } from '#common/rules';
import { GALLERY_ALT_MAX, type GalleryPhoto } from '#common/schemas/gallery';
import { fieldText } from '#common/texts/common';
import { galleryText } from '#common/texts/gallery';

import { Button, TextField } from '../../components/ui/field.tsx';
import { toast } from '../../lib/alerts.ts';
import { failureText } from '../../lib/api-client.ts';

import { useSaveGalleryAlt } from './gallery.queries.ts';

/** The photo's alt texts, Indonesian and its English twin side by side (docs/decisions/043). */
export function AltForm({
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
