import { zodResolver } from '@hookform/resolvers/zod';

import { type Faq, type FaqInput, faqInputSchema } from '#common/schemas/faqs';
import { faqsText as t } from '#common/texts/faqs';

import { EditorFormCard } from '../../components/ui/editor-form-card.tsx';
import { EditorListPanel, EditorRowActions } from '../../components/ui/editor-list-panel.tsx';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { useListEditorForm } from '../../components/ui/use-list-editor.ts';
import { useDeleteFaq, useFaqs, useSaveFaq } from './faqs.queries.ts';

const EMPTY: FaqInput = { question: '', answer: '' };

/** FAQ editor (SPEC §2): question and answer, then the list with edit and delete. */
export function FaqEditor() {
  const faqs = useFaqs();
  const save = useSaveFaq();
  const remove = useDeleteFaq();
  const { form, editor, onEdit } = useListEditorForm<Faq, FaqInput>({
    texts: t,
    resolver: zodResolver(faqInputSchema),
    empty: EMPTY,
    toValues: (faq) => ({ question: faq.question, answer: faq.answer }),
    firstField: 'question',
    deleteItem: (id) => remove.mutateAsync(id),
  });

  const onSubmit = (input: FaqInput) => editor.saveItem((id) => save.mutateAsync({ id, input }));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      <EditorFormCard
        editor={editor}
        texts={t}
        onSubmit={form.handleSubmit(onSubmit)}
        isSubmitting={form.formState.isSubmitting}
      >
        <TextField
          label={t.questionLabel}
          error={form.formState.errors.question?.message}
          {...form.register('question')}
        />
        <TextAreaField
          label={t.answerLabel}
          rows={5}
          error={form.formState.errors.answer?.message}
          {...form.register('answer')}
        />
      </EditorFormCard>
      <EditorListPanel
        titleId="faq-list-title"
        texts={t}
        query={faqs}
        renderItem={(faq) => (
          <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{faq.question}</p>
              <p className="mt-1 line-clamp-3 text-sm break-words text-slate-600">{faq.answer}</p>
            </div>
            <EditorRowActions onEdit={() => onEdit(faq)} onDelete={() => editor.onDelete(faq)} />
          </li>
        )}
      />
    </div>
  );
}
