import type { FormEventHandler, ReactNode } from 'react';

import { commonText } from '#common/texts/common';

import { Button } from './field.tsx';

interface EditorFormCardProps {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Shows 'Batal' (while an item is being edited). */
  onCancel?: () => void;
  isSubmitting: boolean;
  children: ReactNode;
}

/** The form card of a content editor: title, the fields, then Batal (when editing) and Simpan. */
export function EditorFormCard({
  title,
  onSubmit,
  onCancel,
  isSubmitting,
  children,
}: EditorFormCardProps) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {children}
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
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
