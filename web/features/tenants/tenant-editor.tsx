import { zodResolver } from '@hookform/resolvers/zod';

import { type Tenant, type TenantInput, tenantInputSchema } from '#common/schemas/tenants';
import { tenantsText as t } from '#common/texts/tenants';

import { bindField } from '../../components/ui/bind-field.ts';
import { TextField } from '../../components/ui/field.tsx';
import { ListEditorColumns } from '../../components/ui/list-editor-columns.tsx';
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
  const { form } = listEditor;

  return (
    <ListEditorColumns
      listEditor={listEditor}
      texts={t}
      listTitleId="tenant-list-admin-title"
      query={tenants}
      isOrdered
      renderItem={(tenant, index) => (
        <span className="min-w-0 font-medium break-words text-slate-900">
          {index + 1}. {tenant.nama}
        </span>
      )}
    >
      <TextField label={t.nameLabel} {...bindField(form, 'nama')} />
    </ListEditorColumns>
  );
}
