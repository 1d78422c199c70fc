import { zodResolver } from '@hookform/resolvers/zod';

import { type Faq, type FaqInput, faqInputSchema } from '#common/schemas/faqs';
import { needsTranslation } from '#common/lang';
import { fieldText } from '#common/texts/common';
import { faqsText as t } from '#common/texts/faqs';

import { bindEnglishTwin, bindField } from '../../components/ui/bind-field.ts';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { ListEditorColumns } from '../../components/ui/list-editor-columns.tsx';
import { useListEditorForm } from '../../components/ui/use-list-editor.ts';
import type { ContentEditorProps } from '../../lib/revision-version.ts';
import { useDeleteFaq, useFaqs, useSaveFaq } from './faqs.queries.ts';

const EMPTY: FaqInput = { question: '', answer: '', question_en: '', answer_en: '' };

/** FAQ editor (docs/product.md §2): question and answer, then the list with edit and delete. */
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
    toValues: (faq) => ({
      question: faq.question,
      answer: faq.answer,
      question_en: faq.question_en ?? '',
      answer_en: faq.answer_en ?? '',
    }),
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
      isUntranslated={(faq) => needsTranslation(faq, ['question', 'answer'])}
      renderItem={(faq) => (
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{faq.question}</p>
          <p className="mt-1 line-clamp-3 text-sm break-words text-slate-600">{faq.answer}</p>
          {needsTranslation(faq, ['question', 'answer']) ? (
            <p className="mt-1 text-xs font-semibold text-amber-700">{fieldText.untranslated}</p>
          ) : null}
        </div>
      )}
    >
      <TextField label={t.questionLabel} {...bindField(form, 'question')} />
      <TextAreaField label={t.answerLabel} rows={5} {...bindField(form, 'answer')} />
      {/* The English twins, beside the Indonesian fields (docs/decisions/043). */}
      <TextField {...bindEnglishTwin(form, 'question_en', t.questionLabel)} />
      <TextAreaField rows={5} {...bindEnglishTwin(form, 'answer_en', t.answerLabel)} />
    </ListEditorColumns>
  );
}
