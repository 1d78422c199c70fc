import { zodResolver } from '@hookform/resolvers/zod';

import { type Faq, type FaqInput, faqInputSchema } from '#common/schemas/faqs';
import { faqsText as t } from '#common/texts/faqs';

import { bindField } from '../../components/ui/bind-field.ts';
import { EditorColumns, EditorFormCard } from '../../components/ui/editor-form-card.tsx';
import { EditorListPanel } from '../../components/ui/editor-list-panel.tsx';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { useListEditorForm } from '../../components/ui/use-list-editor.ts';
import { type RenderHistory, useOpenedVersion } from '../../lib/revision-version.ts';
import { useDeleteFaq, useFaqs, useSaveFaq } from './faqs.queries.ts';

const EMPTY: FaqInput = { question: '', answer: '' };

/** FAQ editor (SPEC §2): question and answer, then the list with edit and delete. */
export function FaqEditor({
  renderHistory,
}: {
  /** The route's revisions panel for the item being edited (features stay apart). */
  renderHistory?: RenderHistory;
} = {}) {
  const faqs = useFaqs();
  const save = useSaveFaq();
  const remove = useDeleteFaq();
  const { form, editor, onEdit, onSave } = useListEditorForm<Faq, FaqInput>({
    texts: t,
    resolver: zodResolver(faqInputSchema),
    empty: EMPTY,
    toValues: (faq) => ({ question: faq.question, answer: faq.answer }),
    firstField: 'question',
    // The version opened goes along: a save after someone else's answers 409 (issue 19).
    saveItem: (id, input) => save.mutateAsync({ id, input, headers: opened.headers }),
    deleteItem: (id) => remove.mutateAsync(id),
  });
  const editingId = editor.editing ? String(editor.editing.id) : undefined;
  const opened = useOpenedVersion('faq', editingId);

  return (
    <EditorColumns>
      <div className="min-w-0 space-y-6">
        <EditorFormCard editor={editor} texts={t} form={form} onSave={onSave}>
          <TextField label={t.questionLabel} {...bindField(form, 'question')} />
          <TextAreaField label={t.answerLabel} rows={5} {...bindField(form, 'answer')} />
        </EditorFormCard>
        {editingId && renderHistory ? renderHistory(editingId, editor.clearForm) : null}
      </div>
      <EditorListPanel
        titleId="faq-list-title"
        texts={t}
        query={faqs}
        onEdit={onEdit}
        onDelete={editor.onDelete}
        renderItem={(faq) => (
          <div className="min-w-0">
            <p className="font-semibold break-words text-slate-900">{faq.question}</p>
            <p className="mt-1 line-clamp-3 text-sm break-words text-slate-600">{faq.answer}</p>
          </div>
        )}
      />
    </EditorColumns>
  );
}
