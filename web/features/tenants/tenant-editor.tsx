import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { type Tenant, type TenantInput, tenantInputSchema } from '#common/schemas/tenants';
import { tenantsText as t } from '#common/texts/tenants';

import { EditorFormCard } from '../../components/ui/editor-form-card.tsx';
import { EditorListPanel, EditorRowActions } from '../../components/ui/editor-list-panel.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { useListEditor } from '../../components/ui/use-list-editor.ts';
import { useDeleteTenant, useSaveTenant, useTenants } from './tenants.queries.ts';

const EMPTY: TenantInput = { nama: '' };

/** 'Manajemen Tenant List' (SPEC §2): a name only, then the list with edit and delete. */
export function TenantEditor() {
  const tenants = useTenants();
  const save = useSaveTenant();
  const remove = useDeleteTenant();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TenantInput>({ resolver: zodResolver(tenantInputSchema), defaultValues: EMPTY });
  const editor = useListEditor<Tenant>({
    texts: t,
    onClearForm: () => reset(EMPTY),
    deleteItem: (id) => remove.mutateAsync(id),
  });

  function onEdit(tenant: Tenant) {
    editor.startEditing(tenant);
    reset({ nama: tenant.nama });
    setFocus('nama');
  }

  const onSubmit = (input: TenantInput) => editor.saveItem((id) => save.mutateAsync({ id, input }));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      <EditorFormCard
        title={editor.editing ? t.editTitle : t.addTitle}
        onSubmit={handleSubmit(onSubmit)}
        onCancel={editor.editing ? editor.clearForm : undefined}
        isSubmitting={isSubmitting}
      >
        <TextField label={t.nameLabel} error={errors.nama?.message} {...register('nama')} />
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
