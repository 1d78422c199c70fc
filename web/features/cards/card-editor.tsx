import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';

import { needsTranslation } from '#common/lang';
import { MAX_IMAGE_BYTES, SERVICES, type Service } from '#common/rules';
import { SERVICE_NAMES, cardsText } from '#common/texts/cards';
import { fieldText } from '#common/texts/common';

import { Button, SelectField, Spinner } from '../../components/ui/field.tsx';
import { FilePicker, UploadProgress } from '../../components/ui/file-picker.tsx';
import { useUpload } from '../../components/ui/use-upload.ts';
import { RichTextEditor } from '../../components/ui/rich-text-editor.tsx';
import { UntranslatedFilter } from '../../components/ui/untranslated-filter.tsx';
import { toast } from '../../lib/alerts.ts';
import { failureText } from '../../lib/api-client.ts';
import { type RenderHistory, useOpenedVersion } from '../../lib/revision-version.ts';
import { cardQuery, cardsQuery, useSaveCardContent, useUploadCardImage } from './cards.queries.ts';

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif'];

/**
 * Service-card editor (docs/product.md §2): pick the service, edit its description, upload its image; the
 * chosen card's revisions below (docs/decisions/034).
 */
export function CardEditor({
  renderHistory,
}: {
  /** The route's revisions panel for the chosen card (features stay apart). */
  renderHistory?: RenderHistory;
} = {}) {
  const [service, setService] = useState<Service>('keamanan');
  // The cards still missing English (docs/decisions/043): a count and a filter of the choices.
  const cards = useQuery(cardsQuery());
  const untranslated = SERVICES.filter((value) =>
    (cards.data ?? []).some(
      (card) => card.service === value && needsTranslation(card, ['content']),
    ),
  );
  const [onlyUntranslated, setOnlyUntranslated] = useState(false);
  const choices = onlyUntranslated
    ? SERVICES.filter((value) => value === service || untranslated.includes(value))
    : SERVICES;
  const { data, isPending, isError } = useQuery({ ...cardQuery(service), staleTime: 0 });
  const save = useSaveCardContent();
  // The version opened goes along with the description: a save after someone else's answers 409.
  const opened = useOpenedVersion('card', service);
  const upload = useUploadCardImage();
  // The description of the chosen service; undefined until the editor changes it.
  const [draft, setDraft] = useState<{ service: Service; content?: string; content_en?: string }>();
  const mine = draft?.service === service ? draft : undefined;
  const content = mine?.content ?? data?.content ?? '';
  const contentEn = mine?.content_en ?? data?.content_en ?? '';
  const setContent = (html: string) => setDraft({ ...mine, service, content: html });
  // The English twin beside the Indonesian text (docs/decisions/043).
  const setContentEn = (html: string) => setDraft({ ...mine, service, content_en: html });
  const [file, setFile] = useState<File>();
  const { progress, resetKey, run } = useUpload({
    missing: cardsText.imageRequired,
    done: cardsText.imageUploaded,
    failed: cardsText.imageUploadFailed,
  });

  async function onSave(event: FormEvent) {
    event.preventDefault();
    try {
      await save.mutateAsync({
        service,
        content,
        content_en: contentEn,
        headers: opened.headers,
      });
      setDraft(undefined);
      await opened.reopen();
      void toast('success', cardsText.saved);
    } catch (error) {
      void toast('error', failureText(error, cardsText.saveFailed));
    }
  }

  async function onUpload() {
    const isDone = await run(file, (image, onProgress) =>
      upload.mutateAsync({ service, file: image, onProgress }),
    );
    if (!isDone) return;
    setFile(undefined);
    await opened.reopen();
  }

  /** A restored card replaces what the form shows. */
  function onRestored() {
    setDraft(undefined);
    void opened.reopen();
  }

  return (
    <div className="space-y-6">
      <div className="max-w-xs">
        <SelectField
          label={cardsText.serviceLabel}
          value={service}
          onChange={(event) => setService(event.target.value as Service)}
        >
          {choices.map((value) => (
            <option key={value} value={value}>
              {SERVICE_NAMES[value]}
            </option>
          ))}
        </SelectField>
        {cards.data ? (
          <UntranslatedFilter
            untranslatedCount={untranslated.length}
            isOnly={onlyUntranslated}
            onChange={setOnlyUntranslated}
            className="mt-2"
          />
        ) : null}
      </div>
      {isPending ? (
        <Spinner label={cardsText.loading} />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          {cardsText.loadFailed}
        </p>
      ) : (
        <>
          <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <FilePicker
              key={service}
              label={cardsText.imageLabel}
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              extensions={IMAGE_EXTENSIONS}
              maxBytes={MAX_IMAGE_BYTES}
              isImage
              currentImageUrl={data.image_url}
              resetKey={resetKey}
              onChange={(chosen) => setFile(chosen[0])}
            />
            {!data.image_url && !file ? (
              <p className="text-sm text-slate-500">{cardsText.noImage}</p>
            ) : null}
            <UploadProgress percent={progress} />
            <Button type="button" onClick={() => void onUpload()} isBusy={upload.isPending}>
              {cardsText.uploadImage}
            </Button>
          </section>
          <form
            noValidate
            onSubmit={onSave}
            className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <RichTextEditor
              label={cardsText.descriptionLabel}
              value={content}
              onChange={setContent}
            />
            <div lang="en">
              <RichTextEditor
                label={fieldText.english(cardsText.descriptionLabel)}
                value={contentEn}
                onChange={setContentEn}
              />
            </div>
            <div className="flex justify-end">
              <Button type="submit" isBusy={save.isPending}>
                {cardsText.saveDescription}
              </Button>
            </div>
          </form>
          {renderHistory?.(service, onRestored)}
        </>
      )}
    </div>
  );
}
