import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';

import { EditorColumns } from './editor-form-card.tsx';
import { EditorListPanel } from './editor-list-panel.tsx';

type ColumnsProps<Values extends FieldValues, Output> = ComponentProps<
  typeof EditorColumns<Values, Output>
>;
type PanelProps<Item extends { id: unknown }> = ComponentProps<typeof EditorListPanel<Item>>;

/**
 * A whole content editor from useListEditorForm's result: the form card with `children` as its
 * fields, and beside it the list whose rows open an item in the form or delete it.
 */
export function ListEditorColumns<
  Item extends { id: unknown },
  Values extends FieldValues,
  Output,
>({
  listEditor,
  texts,
  onSave,
  listTitleId,
  query,
  isOrdered,
  renderItem,
  isUntranslated,
  children,
}: {
  listEditor: ColumnsProps<Values, Output>['editor'] & {
    onEdit: (item: Item) => void;
    editor: { onDelete: (item: Item) => void };
  };
  texts: ColumnsProps<Values, Output>['texts'] & PanelProps<Item>['texts'];
  onSave?: ColumnsProps<Values, Output>['onSave'];
  listTitleId: string;
  query: PanelProps<Item>['query'];
  isOrdered?: boolean;
  renderItem: PanelProps<Item>['renderItem'];
  isUntranslated?: PanelProps<Item>['isUntranslated'];
  children: ReactNode;
}) {
  return (
    <EditorColumns
      editor={listEditor}
      texts={texts}
      onSave={onSave}
      list={
        <EditorListPanel
          titleId={listTitleId}
          texts={texts}
          query={query}
          isOrdered={isOrdered}
          onEdit={listEditor.onEdit}
          onDelete={listEditor.editor.onDelete}
          renderItem={renderItem}
          isUntranslated={isUntranslated}
        />
      }
    >
      {children}
    </EditorColumns>
  );
}
