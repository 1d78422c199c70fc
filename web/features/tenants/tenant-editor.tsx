import { zodResolver } from '@hookform/resolvers/zod';

import { type Tenant, type TenantInput, tenantInputSchema } from '#common/schemas/tenants';
import { tenantsText as t } from '#common/texts/tenants';

import { bindField } from '../../components/ui/bind-field.ts';
import { EditorColumns } from '../../components/ui/editor-form-card.tsx';
import { EditorListPanel } from '../../components/ui/editor-list-panel.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { useListEditorForm } from '../../components/ui/use-list-editor.ts';
import type { ContentEditorProps } from '../../lib/revision-version.ts';
import { useDeleteTenant, useSaveTenant, useTenants } from './tenants.queries.ts';

const EMPTY: TenantInput = { nama: '' };

/** 'Manajemen Tenant List' (SPEC §2): a name only, then the list with edit and delete. */
export function TenantEditor({ renderHistory }: ContentEditorProps = {}) {
  const tenants = useTenants();
  const save = useSaveTenant();
  const remove = useDeleteTenant();
  const listEditor = useListEditorForm<Tenant, TenantInput>({
    texts: t,
    entity: 'tenant',
    renderHistory,
    resolver: zodResolver(tenantInputSchema),
    empty: EMPTY,
    toValues: (tenant) => ({ nama: tenant.nama }),
    firstField: 'nama',
    saveItem: save.mutateAsync,
    deleteItem: remove.mutateAsync,
  });
  const { form, editor, onEdit } = listEditor;

  return (
    <EditorColumns
      editor={listEditor}
      texts={t}
      list={
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
      }
    >
      <TextField label={t.nameLabel} {...bindField(form, 'nama')} />
    </EditorColumns>
  );
}
