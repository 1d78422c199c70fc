import { zodResolver } from '@hookform/resolvers/zod';

import { type Tenant, type TenantInput, tenantInputSchema } from '#common/schemas/tenants';
import { tenantsText as t } from '#common/texts/tenants';

import { EditorFormCard } from '../../components/ui/editor-form-card.tsx';
import { EditorListPanel, EditorRowActions } from '../../components/ui/editor-list-panel.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { useListEditorForm } from '../../components/ui/use-list-editor.ts';
import { useDeleteTenant, useSaveTenant, useTenants } from './tenants.queries.ts';

const EMPTY: TenantInput = { nama: '' };

/** 'Manajemen Tenant List' (SPEC §2): a name only, then the list with edit and delete. */
export function TenantEditor() {
  const tenants = useTenants();
  const save = useSaveTenant();
  const remove = useDeleteTenant();
  const { form, editor, onEdit } = useListEditorForm<Tenant, TenantInput>({
    texts: t,
    resolver: zodResolver(tenantInputSchema),
    empty: EMPTY,
    toValues: (tenant) => ({ nama: tenant.nama }),
    firstField: 'nama',
    deleteItem: (id) => remove.mutateAsync(id),
  });

  const onSubmit = (input: TenantInput) => editor.saveItem((id) => save.mutateAsync({ id, input }));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      <EditorFormCard
        editor={editor}
        texts={t}
        onSubmit={form.handleSubmit(onSubmit)}
        isSubmitting={form.formState.isSubmitting}
      >
        <TextField
          label={t.nameLabel}
          error={form.formState.errors.nama?.message}
          {...form.register('nama')}
        />
      </EditorFormCard>
      <EditorListPanel
        titleId="tenant-list-admin-title"
        texts={t}
        query={tenants}
        isOrdered
        renderItem={(tenant, index) => (
          <li className="flex items-center justify-between gap-3 py-3">
            <span className="min-w-0 font-medium break-words text-slate-900">
              {index + 1}. {tenant.nama}
            </span>
            <EditorRowActions
              onEdit={() => onEdit(tenant)}
              onDelete={() => editor.onDelete(tenant)}
            />
          </li>
        )}
      />
    </div>
  );
}
