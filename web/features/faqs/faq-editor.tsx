import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { type Faq, type FaqInput, faqInputSchema } from '#common/schemas/faqs';
import { commonText } from '#common/texts/common';
import { faqsText as t } from '#common/texts/faqs';

import { Button, Spinner, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { confirmDelete, toast } from '../../lib/alerts.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useDeleteFaq, useFaqs, useSaveFaq } from './faqs.queries.ts';

const EMPTY: FaqInput = { question: '', answer: '' };
const errorText = (error: unknown, fallback: string) => (error instanceof ApiError && error.message ? error.message : fallback);

/** FAQ editor (SPEC §2): question and answer, then the list with edit and delete. */
export function FaqEditor() {
  const { data: faqs, isPending, isError } = useFaqs();
  const save = useSaveFaq();
  const remove = useDeleteFaq();
  const [editing, setEditing] = useState<Faq | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<FaqInput>({ resolver: zodResolver(faqInputSchema), defaultValues: EMPTY });

  function onEdit(faq: Faq) {
    setEditing(faq);
    reset({ question: faq.question, answer: faq.answer });
    setFocus('question');
  }

  function onCancel() {
    setEditing(null);
    reset(EMPTY);
  }

  async function onSubmit(input: FaqInput) {
    try {
      await save.mutateAsync({ id: editing?.id, input });
      onCancel();
      void toast('success', t.saved);
    } catch (error) {
      void toast('error', errorText(error, t.saveFailed));
    }
  }

  async function onDelete(faq: Faq) {
    if (!(await confirmDelete())) return;
    try {
      await remove.mutateAsync(faq.id);
      if (editing?.id === faq.id) onCancel();
      void toast('success', t.deleted);
    } catch (error) {
      void toast('error', errorText(error, t.deleteFailed));
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 className="text-lg font-bold text-slate-900">{editing ? t.editTitle : t.addTitle}</h2>
        <TextField label={t.questionLabel} error={errors.question?.message} {...register('question')} />
        <TextAreaField label={t.answerLabel} rows={5} error={errors.answer?.message} {...register('answer')} />
        <div className="flex justify-end gap-2">
          {editing ? (
            <Button type="button" variant="secondary" onClick={onCancel}>
              {commonText.cancel}
            </Button>
          ) : null}
          <Button type="submit" isBusy={isSubmitting}>
            {commonText.save}
          </Button>
        </div>
      </form>
      <section aria-labelledby="faq-list-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="faq-list-title" className="text-lg font-bold text-slate-900">
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
        ) : faqs.length === 0 ? (
          <p className="mt-4 text-slate-500">{t.empty}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {faqs.map((faq) => (
              <li key={faq.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-slate-900">{faq.question}</p>
                  <p className="mt-1 line-clamp-3 text-sm break-words text-slate-600">{faq.answer}</p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button type="button" variant="secondary" onClick={() => onEdit(faq)}>
                    {commonText.edit}
                  </Button>
                  <Button type="button" variant="danger" onClick={() => onDelete(faq)}>
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
