import { useState } from 'react';

import { confirmDelete, toast } from '../../lib/alerts.ts';
import { ApiError } from '../../lib/api-client.ts';

/** The toasts of a list editor: success and failure of saving and of deleting. */
export interface ListEditorTexts {
  saved: string;
  saveFailed: string;
  deleted: string;
  deleteFailed: string;
}

interface ListEditorOptions<Id> {
  texts: ListEditorTexts;
  /** Empties the form fields (called with the editing state cleared). */
  onClearForm: () => void;
  deleteItem: (id: Id) => Promise<unknown>;
}

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/**
 * State and handlers shared by the content editors (form beside a list): which item is being
 * edited, saving with a toast, deleting after confirmDelete() with a toast.
 */
export function useListEditor<Item extends { id: Id }, Id = Item['id']>({
  texts,
  onClearForm,
  deleteItem,
}: ListEditorOptions<Id>) {
  const [editing, setEditing] = useState<Item | null>(null);

  function clearForm() {
    setEditing(null);
    onClearForm();
  }

  /** Runs the save with the edited id (undefined = new item); clears the form and toasts. Never throws. */
  async function saveItem(run: (id: Id | undefined) => Promise<unknown>) {
    try {
      await run(editing?.id);
      clearForm();
      void toast('success', texts.saved);
    } catch (error) {
      void toast('error', errorText(error, texts.saveFailed));
    }
  }

  async function onDelete(item: Item) {
    if (!(await confirmDelete())) return;
    try {
      await deleteItem(item.id);
      if (editing?.id === item.id) clearForm();
      void toast('success', texts.deleted);
    } catch (error) {
      void toast('error', errorText(error, texts.deleteFailed));
    }
  }

  return { editing, startEditing: setEditing, clearForm, saveItem, onDelete };
}
