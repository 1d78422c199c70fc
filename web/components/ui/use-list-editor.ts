import { useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
} from 'react-hook-form';

import type { RevisionEntity } from '#common/schemas/revisions';

import { confirmDelete, toast } from '../../lib/alerts.ts';
import { ApiError } from '../../lib/api-client.ts';
import { type RenderHistory, useOpenedVersion } from '../../lib/revision-version.ts';

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

interface ListEditorFormOptions<Item, Values extends FieldValues, Output> {
  texts: ListEditorTexts;
  /** What the revisions (docs/decisions/034) call the items. */
  entity: RevisionEntity;
  /** The route's revisions panel for the item being edited (features stay apart). */
  renderHistory?: RenderHistory;
  resolver: Resolver<Values, unknown, Output>;
  empty: DefaultValues<Values>;
  /** The form's values for editing an item. */
  toValues: (item: Item) => Values;
  /** The field that gets focus when an item is opened for editing. */
  firstField: Path<Values>;
  /**
   * Creates (no id) or updates the item from the checked values; `headers` carry the version the
   * editor opened, so a save after someone else's answers 409 (docs/decisions/034).
   */
  saveItem: (save: {
    id: number | undefined;
    input: Output;
    headers: Record<string, string> | undefined;
  }) => Promise<unknown>;
  deleteItem: (id: number) => Promise<unknown>;
  /** Clears what lives outside the form (a picked photo). */
  onClearForm?: () => void;
}

/**
 * A content editor's form (react-hook-form with the shared schema) tied to useListEditor:
 * `onEdit` loads an item into the form, `onSave` saves it, clearing the form empties it again.
 * `history` is the revisions panel of the item being edited, or null.
 */
export function useListEditorForm<
  Item extends { id: number },
  Values extends FieldValues,
  Output = Values,
>({
  texts,
  entity,
  renderHistory,
  resolver,
  empty,
  toValues,
  firstField,
  saveItem,
  deleteItem,
  onClearForm,
}: ListEditorFormOptions<Item, Values, Output>) {
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues: empty });
  const editor = useListEditor<Item>({
    texts,
    onClearForm: () => {
      form.reset(empty);
      onClearForm?.();
    },
    deleteItem,
  });

  function onEdit(item: Item) {
    editor.clearForm();
    editor.startEditing(item);
    form.reset(toValues(item));
    form.setFocus(firstField);
  }

  const editingId = editor.editing ? String(editor.editing.id) : undefined;
  const opened = useOpenedVersion(entity, editingId);

  /** Saves the checked values with a toast, then empties the form. Never throws. */
  const onSave = (values: Output) =>
    editor.saveItem((id) => saveItem({ id, input: values, headers: opened.headers }));

  const history = editingId && renderHistory ? renderHistory(editingId, editor.clearForm) : null;
  return { form, editor, onEdit, onSave, history };
}
