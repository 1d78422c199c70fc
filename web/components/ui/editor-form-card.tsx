import type { FormEventHandler, ReactNode } from 'react';

import { commonText } from '#common/texts/common';

import { Button } from './field.tsx';

interface EditorFormCardProps {
  /** The list editor's state (useListEditor): whether an item is open, and how to close it. */
  editor: { editing: unknown; clearForm: () => void };
  texts: { addTitle: string; editTitle: string };
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSubmitting: boolean;
  children: ReactNode;
}

/**
 * The form card of a content editor: 'Tambah …' or 'Edit …', the fields, then Batal (while an item
 * is being edited) and Simpan.
 */
export function EditorFormCard({
  editor,
  texts,
  onSubmit,
  isSubmitting,
  children,
}: EditorFormCardProps) {
  const isEditing = Boolean(editor.editing);
  return (
    <form
      noValidate
      onSubmit={onSubmit}
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
        <Button type="submit" isBusy={isSubmitting}>
          {commonText.save}
        </Button>
      </div>
    </form>
  );
}
