import { zodResolver } from '@hookform/resolvers/zod';

import { type Tenant, type TenantInput, tenantInputSchema } from '#common/schemas/tenants';
import { tenantsText as t } from '#common/texts/tenants';

import { bindField } from '../../components/ui/bind-field.ts';
import { EditorColumns, EditorFormCard } from '../../components/ui/editor-form-card.tsx';
import { EditorListPanel } from '../../components/ui/editor-list-panel.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { useListEditorForm } from '../../components/ui/use-list-editor.ts';
import { type RenderHistory, useOpenedVersion } from '../../lib/revision-version.ts';
import { useDeleteTenant, useSaveTenant, useTenants } from './tenants.queries.ts';

const EMPTY: TenantInput = { nama: '' };

/** 'Manajemen Tenant List' (SPEC §2): a name only, then the list with edit and delete. */
export function TenantEditor({
  renderHistory,
}: {
  /** The route's revisions panel for the item being edited (features stay apart). */
  renderHistory?: RenderHistory;
} = {}) {
  const tenants = useTenants();
  const save = useSaveTenant();
  const remove = useDeleteTenant();
  const { form, editor, onEdit, onSave } = useListEditorForm<Tenant, TenantInput>({
    texts: t,
    resolver: zodResolver(tenantInputSchema),
    empty: EMPTY,
    toValues: (tenant) => ({ nama: tenant.nama }),
    firstField: 'nama',
    // The version opened goes along: a save after someone else's answers 409 (issue 19).
    saveItem: (id, input) => save.mutateAsync({ id, input, headers: opened.headers }),
    deleteItem: (id) => remove.mutateAsync(id),
  });
  const editingId = editor.editing ? String(editor.editing.id) : undefined;
  const opened = useOpenedVersion('tenant', editingId);

  return (
    <EditorColumns>
      <div className="min-w-0 space-y-6">
        <EditorFormCard editor={editor} texts={t} form={form} onSave={onSave}>
          <TextField label={t.nameLabel} {...bindField(form, 'nama')} />
        </EditorFormCard>
        {editingId && renderHistory ? renderHistory(editingId, editor.clearForm) : null}
      </div>
      <EditorListPanel
        titleId="tenant-list-admin-title"
        texts={t}
        query={tenants}
        isOrdered
        onEdit={onEdit}
        onDelete={editor.onDelete}
        renderItem={(tenant, index) => (
          <span className="min-w-0 font-medium break-words text-slate-900">
            {index + 1}. {tenant.nama}
          </span>
        )}
      />
    </EditorColumns>
  );
}
