import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';

import {
  type Testimony,
  type TestimonyFormValues,
  type TestimonyInput,
  testimonyInputSchema,
} from '#common/schemas/testimonies';
import { MAX_IMAGE_BYTES } from '#common/rules';
import { needsTranslation } from '#common/lang';
import { fieldText } from '#common/texts/common';
import { testimoniesText as t } from '#common/texts/testimonies';

import { bindEnglishTwin, bindField } from '../../components/ui/bind-field.ts';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { FilePicker, UploadProgress } from '../../components/ui/file-picker.tsx';
import { ListEditorColumns } from '../../components/ui/list-editor-columns.tsx';
import { useListEditorForm } from '../../components/ui/use-list-editor.ts';
import type { ContentEditorProps } from '../../lib/revision-version.ts';
import { useDeleteTestimony, useSaveTestimony, useTestimonies } from './testimonies.queries.ts';

const EMPTY: TestimonyFormValues = {
  name: '',
  organization: '',
  message: '',
  organization_en: '',
  message_en: '',
};
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif', 'heic', 'heif'];

/** Testimony editor (docs/product.md §2): name, 'Jenis Layanan', message and photo; the list with edit and delete. */
export function TestimonyEditor({ renderHistory }: ContentEditorProps = {}) {
  const testimonies = useTestimonies();
  const save = useSaveTestimony();
  const remove = useDeleteTestimony();
  const [photo, setPhoto] = useState<File>();
  const [progress, setProgress] = useState<number | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const listEditor = useListEditorForm<Testimony, TestimonyFormValues, TestimonyInput>({
    texts: t,
    entity: 'testimony',
    renderHistory,
    resolver: zodResolver(testimonyInputSchema),
    empty: EMPTY,
    toValues: (testimony) => ({
      name: testimony.name,
      organization: testimony.organization ?? '',
      message: testimony.message,
      organization_en: testimony.organization_en ?? '',
      message_en: testimony.message_en ?? '',
    }),
    firstField: 'name',
    saveItem: (item) => save.mutateAsync({ ...item, photo, onProgress: setProgress }),
    deleteItem: remove.mutateAsync,
    onClearForm: () => {
      setPhoto(undefined);
      setPickerKey((key) => key + 1);
    },
  });
  const { form, editor, onSave } = listEditor;

  async function onSubmit(input: TestimonyInput) {
    setProgress(photo ? 0 : null);
    await onSave(input);
    setProgress(null);
  }

  return (
    <ListEditorColumns
      listEditor={listEditor}
      texts={t}
      onSave={onSubmit}
      listTitleId="testimony-list-title"
      query={testimonies}
      isUntranslated={(testimony) => needsTranslation(testimony, ['organization', 'message'])}
      renderItem={(testimony) => (
        <div className="flex min-w-0 gap-3">
          {testimony.photo ? (
            <img
              src={testimony.photo}
              alt=""
              width={48}
              height={48}
              className="h-12 w-12 shrink-0 rounded-full object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="bg-brand-50 text-brand-700 flex h-12 w-12 shrink-0 items-center justify-center rounded-full font-bold"
            >
              {testimony.name.slice(0, 1).toUpperCase()}
            </span>
          )}
          <div className="min-w-0">
            <p className="font-semibold break-words text-slate-900">{testimony.name}</p>
            {testimony.organization ? (
              <p className="text-brand-700 text-sm">{testimony.organization}</p>
            ) : null}
            <p className="mt-1 line-clamp-3 text-sm break-words text-slate-600">
              &ldquo;{testimony.message}&rdquo;
            </p>
            {needsTranslation(testimony, ['organization', 'message']) ? (
              <p className="mt-1 text-xs font-semibold text-amber-700">{fieldText.untranslated}</p>
            ) : null}
          </div>
        </div>
      )}
    >
      <TextField label={t.nameLabel} {...bindField(form, 'name')} />
      <TextField label={t.organizationLabel} {...bindField(form, 'organization')} />
      <TextAreaField label={t.messageLabel} rows={4} {...bindField(form, 'message')} />
      {/* The English twins, beside the Indonesian fields (docs/decisions/043). */}
      <TextField {...bindEnglishTwin(form, 'organization_en', t.organizationLabel)} />
      <TextAreaField rows={4} {...bindEnglishTwin(form, 'message_en', t.messageLabel)} />
      <FilePicker
        label={t.photoLabel}
        accept="image/*"
        extensions={IMAGE_EXTENSIONS}
        maxBytes={MAX_IMAGE_BYTES}
        isImage
        currentImageUrl={editor.editing?.photo}
        resetKey={pickerKey}
        onChange={(files) => setPhoto(files[0])}
      />
      <UploadProgress percent={progress} />
    </ListEditorColumns>
  );
}
