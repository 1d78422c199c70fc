import { zodResolver } from '@hookform/resolvers/zod';

import { type Tenant, type TenantInput, tenantInputSchema } from '#common/schemas/tenants';
import { needsTranslation } from '#common/lang';
import { fieldText } from '#common/texts/common';
import { tenantsText as t } from '#common/texts/tenants';

import { bindEnglishTwin, bindField } from '../../components/ui/bind-field.ts';
import { TextField } from '../../components/ui/field.tsx';
import { ListEditorColumns } from '../../components/ui/list-editor-columns.tsx';
import { useListEditorForm } from '../../components/ui/use-list-editor.ts';
import type { ContentEditorProps } from '../../lib/revision-version.ts';
import { useDeleteTenant, useSaveTenant, useTenants } from './tenants.queries.ts';

const EMPTY: TenantInput = { nama: '', nama_en: '' };

/** 'Manajemen Tenant List' (docs/product.md §2): a name only, then the list with edit and delete. */
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
    toValues: (tenant) => ({ nama: tenant.nama, nama_en: tenant.nama_en ?? '' }),
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
      isUntranslated={(tenant) => needsTranslation(tenant, ['nama'])}
      renderItem={(tenant, index) => (
        <span className="min-w-0 font-medium break-words text-slate-900">
          {index + 1}. {tenant.nama}
          {needsTranslation(tenant, ['nama']) ? (
            <span className="mt-1 block text-xs font-semibold text-amber-700">
              {fieldText.untranslated}
            </span>
          ) : null}
        </span>
      )}
    >
      <TextField label={t.nameLabel} {...bindField(form, 'nama')} />
      {/* The caption on the English pages (docs/decisions/043). */}
      <TextField {...bindEnglishTwin(form, 'nama_en', t.nameLabel)} />
    </ListEditorColumns>
  );
}
