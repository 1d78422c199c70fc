import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';

import {
  type Testimony,
  type TestimonyFormValues,
  type TestimonyInput,
  testimonyInputSchema,
} from '#common/schemas/testimonies';
import { MAX_IMAGE_BYTES } from '#common/rules';
import { testimoniesText as t } from '#common/texts/testimonies';

import { EditorFormCard } from '../../components/ui/editor-form-card.tsx';
import { EditorListPanel, EditorRowActions } from '../../components/ui/editor-list-panel.tsx';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { FilePicker, UploadProgress } from '../../components/ui/file-picker.tsx';
import { useListEditorForm } from '../../components/ui/use-list-editor.ts';
import { useDeleteTestimony, useSaveTestimony, useTestimonies } from './testimonies.queries.ts';

const EMPTY: TestimonyFormValues = { name: '', organization: '', message: '' };
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif', 'heic', 'heif'];

/** Testimony editor (SPEC §2): name, 'Jenis Layanan', message and photo; the list with edit and delete. */
export function TestimonyEditor() {
  const testimonies = useTestimonies();
  const save = useSaveTestimony();
  const remove = useDeleteTestimony();
  const [photo, setPhoto] = useState<File>();
  const [progress, setProgress] = useState<number | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const { form, editor, onEdit } = useListEditorForm<
    Testimony,
    TestimonyFormValues,
    TestimonyInput
  >({
    texts: t,
    resolver: zodResolver(testimonyInputSchema),
    empty: EMPTY,
    toValues: (testimony) => ({
      name: testimony.name,
      organization: testimony.organization ?? '',
      message: testimony.message,
    }),
    firstField: 'name',
    deleteItem: (id) => remove.mutateAsync(id),
    onClearForm: () => {
      setPhoto(undefined);
      setPickerKey((key) => key + 1);
    },
  });

  async function onSubmit(input: TestimonyInput) {
    setProgress(photo ? 0 : null);
    await editor.saveItem((id) => save.mutateAsync({ id, input, photo, onProgress: setProgress }));
    setProgress(null);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      <EditorFormCard
        editor={editor}
        texts={t}
        onSubmit={form.handleSubmit(onSubmit)}
        isSubmitting={form.formState.isSubmitting}
      >
        <TextField
          label={t.nameLabel}
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t.organizationLabel}
          error={form.formState.errors.organization?.message}
          {...form.register('organization')}
        />
        <TextAreaField
          label={t.messageLabel}
          rows={4}
          error={form.formState.errors.message?.message}
          {...form.register('message')}
        />
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
      </EditorFormCard>
      <EditorListPanel
        titleId="testimony-list-title"
        texts={t}
        query={testimonies}
        renderItem={(testimony) => (
          <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
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
              </div>
            </div>
            <EditorRowActions
              onEdit={() => onEdit(testimony)}
              onDelete={() => editor.onDelete(testimony)}
            />
          </li>
        )}
      />
    </div>
  );
}
