import { zodResolver } from '@hookform/resolvers/zod';

import { type Faq, type FaqInput, faqInputSchema } from '#common/schemas/faqs';
import { faqsText as t } from '#common/texts/faqs';

import { bindField } from '../../components/ui/bind-field.ts';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { ListEditorColumns } from '../../components/ui/list-editor-columns.tsx';
import { useListEditorForm } from '../../components/ui/use-list-editor.ts';
import type { ContentEditorProps } from '../../lib/revision-version.ts';
import { useDeleteFaq, useFaqs, useSaveFaq } from './faqs.queries.ts';

const EMPTY: FaqInput = { question: '', answer: '' };

/** FAQ editor (SPEC §2): question and answer, then the list with edit and delete. */
export function FaqEditor({ renderHistory }: ContentEditorProps = {}) {
  const faqs = useFaqs();
  const save = useSaveFaq();
  const remove = useDeleteFaq();
  const listEditor = useListEditorForm<Faq, FaqInput>({
    texts: t,
    entity: 'faq',
    renderHistory,
    resolver: zodResolver(faqInputSchema),
    empty: EMPTY,
    toValues: (faq) => ({ question: faq.question, answer: faq.answer }),
    firstField: 'question',
    saveItem: save.mutateAsync,
    deleteItem: remove.mutateAsync,
  });
  const { form } = listEditor;

  return (
    <ListEditorColumns
      listEditor={listEditor}
      texts={t}
      listTitleId="faq-list-title"
      query={faqs}
      renderItem={(faq) => (
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{faq.question}</p>
          <p className="mt-1 line-clamp-3 text-sm break-words text-slate-600">{faq.answer}</p>
        </div>
      )}
    >
      <TextField label={t.questionLabel} {...bindField(form, 'question')} />
      <TextAreaField label={t.answerLabel} rows={5} {...bindField(form, 'answer')} />
    </ListEditorColumns>
  );
}
