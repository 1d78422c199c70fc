import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { type Testimony, type TestimonyFormValues, type TestimonyInput, testimonyInputSchema } from '#common/schemas/testimonies';
import { MAX_IMAGE_BYTES } from '#common/rules';
import { commonText } from '#common/texts/common';
import { testimoniesText as t } from '#common/texts/testimonies';

import { Button, Spinner, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { FilePicker, UploadProgress } from '../../components/ui/file-picker.tsx';
import { confirmDelete, toast } from '../../lib/alerts.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useDeleteTestimony, useSaveTestimony, useTestimonies } from './testimonies.queries.ts';

const EMPTY: TestimonyFormValues = { name: '', organization: '', message: '' };
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif', 'heic', 'heif'];
const errorText = (error: unknown, fallback: string) => (error instanceof ApiError && error.message ? error.message : fallback);

/** Testimony editor (SPEC §2): name, 'Jenis Layanan', message and photo; the list with edit and delete. */
export function TestimonyEditor() {
  const { data: testimonies, isPending, isError } = useTestimonies();
  const save = useSaveTestimony();
  const remove = useDeleteTestimony();
  const [editing, setEditing] = useState<Testimony | null>(null);
  const [photo, setPhoto] = useState<File>();
  const [progress, setProgress] = useState<number | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TestimonyFormValues, unknown, TestimonyInput>({ resolver: zodResolver(testimonyInputSchema), defaultValues: EMPTY });

  function clearForm() {
    setEditing(null);
    reset(EMPTY);
    setPhoto(undefined);
    setPickerKey((key) => key + 1);
  }

  function onEdit(testimony: Testimony) {
    clearForm();
    setEditing(testimony);
    reset({ name: testimony.name, organization: testimony.organization ?? '', message: testimony.message });
    setFocus('name');
  }

  async function onSubmit(input: TestimonyInput) {
    setProgress(photo ? 0 : null);
    try {
      await save.mutateAsync({ id: editing?.id, input, photo, onProgress: setProgress });
      clearForm();
      void toast('success', t.saved);
    } catch (error) {
      void toast('error', errorText(error, t.saveFailed));
    } finally {
      setProgress(null);
    }
  }

  async function onDelete(testimony: Testimony) {
    if (!(await confirmDelete())) return;
    try {
      await remove.mutateAsync(testimony.id);
      if (editing?.id === testimony.id) clearForm();
      void toast('success', t.deleted);
    } catch (error) {
      void toast('error', errorText(error, t.deleteFailed));
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 className="text-lg font-bold text-slate-900">{editing ? t.editTitle : t.addTitle}</h2>
        <TextField label={t.nameLabel} error={errors.name?.message} {...register('name')} />
        <TextField label={t.organizationLabel} error={errors.organization?.message} {...register('organization')} />
        <TextAreaField label={t.messageLabel} rows={4} error={errors.message?.message} {...register('message')} />
        <FilePicker
          label={t.photoLabel}
          accept="image/*"
          extensions={IMAGE_EXTENSIONS}
          maxBytes={MAX_IMAGE_BYTES}
          isImage
          currentImageUrl={editing?.photo}
          resetKey={pickerKey}
          onChange={(files) => setPhoto(files[0])}
        />
        <UploadProgress percent={progress} />
        <div className="flex justify-end gap-2">
          {editing ? (
            <Button type="button" variant="secondary" onClick={clearForm}>
              {commonText.cancel}
            </Button>
          ) : null}
          <Button type="submit" isBusy={isSubmitting}>
            {commonText.save}
          </Button>
        </div>
      </form>
      <section aria-labelledby="testimony-list-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="testimony-list-title" className="text-lg font-bold text-slate-900">
          {t.listTitle}
        </h2>
        {isPending ? (
          <div className="py-8 text-center text-brand-700">
            <Spinner label={t.listTitle} />
          </div>
        ) : isError ? (
          <p role="alert" className="mt-4 text-red-600">
            {t.loadFailed}
          </p>
        ) : testimonies.length === 0 ? (
          <p className="mt-4 text-slate-500">{t.empty}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {testimonies.map((testimony) => (
              <li key={testimony.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
                <div className="flex min-w-0 gap-3">
                  {testimony.photo ? (
                    <img src={testimony.photo} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded-full object-cover" />
                  ) : (
                    <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700">
                      {testimony.name.slice(0, 1).toUpperCase()}
                    </span>
                  )}
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-slate-900">{testimony.name}</p>
                    {testimony.organization ? <p className="text-sm text-brand-700">{testimony.organization}</p> : null}
                    <p className="mt-1 line-clamp-3 text-sm break-words text-slate-600">&ldquo;{testimony.message}&rdquo;</p>
                  </div>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button type="button" variant="secondary" onClick={() => onEdit(testimony)}>
                    {commonText.edit}
                  </Button>
                  <Button type="button" variant="danger" onClick={() => onDelete(testimony)}>
                    {commonText.delete}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
