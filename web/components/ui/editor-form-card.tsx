import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

import { commonText } from '#common/texts/common';

import { Button } from './field.tsx';

interface EditorFormCardProps<Values extends FieldValues, Output> {
  /** The list editor's state (useListEditor): whether an item is open, and how to close it. */
  editor: { editing: unknown; clearForm: () => void };
  texts: { addTitle: string; editTitle: string };
  form: UseFormReturn<Values, unknown, Output>;
  /** Runs with the checked values once the form passes its schema. */
  onSave: (values: Output) => Promise<unknown>;
  children: ReactNode;
}

/**
 * The form card of a content editor: 'Tambah …' or 'Edit …', the fields, then Batal (while an item
 * is being edited) and Simpan.
 */
export function EditorFormCard<Values extends FieldValues, Output>({
  editor,
  texts,
  form,
  onSave,
  children,
}: EditorFormCardProps<Values, Output>) {
  const isEditing = Boolean(editor.editing);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSave)}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 className="text-lg font-bold text-slate-900">
        {isEditing ? texts.editTitle : texts.addTitle}
      </h2>
      {children}
      <div className="flex justify-end gap-2">
        {isEditing ? (
          <Button type="button" variant="secondary" onClick={editor.clearForm}>
            {commonText.cancel}
          </Button>
        ) : null}
        <Button type="submit" isBusy={form.formState.isSubmitting}>
          {commonText.save}
        </Button>
      </div>
    </form>
  );
}

/**
 * The two columns of a content editor (useListEditorForm's result as `editor`): the form card
 * with `children` as its fields and the edited item's revisions under it, then `list` beside them
 * on wide screens. `onSave` replaces the editor's own save (to show an upload's progress).
 */
export function EditorColumns<Values extends FieldValues, Output>({
  editor: { form, editor, onSave, history },
  texts,
  onSave: onSaveInstead,
  list,
  children,
}: {
  editor: Pick<EditorFormCardProps<Values, Output>, 'editor' | 'form' | 'onSave'> & {
    history: ReactNode;
  };
  texts: EditorFormCardProps<Values, Output>['texts'];
  onSave?: (values: Output) => Promise<unknown>;
  list: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      <div className="min-w-0 space-y-6">
        <EditorFormCard editor={editor} texts={texts} form={form} onSave={onSaveInstead ?? onSave}>
          {children}
        </EditorFormCard>
        {history}
      </div>
      {list}
    </div>
  );
}
