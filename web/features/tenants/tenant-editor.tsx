import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { type Tenant, type TenantInput, tenantInputSchema } from '#common/schemas/tenants';
import { commonText } from '#common/texts/common';
import { tenantsText as t } from '#common/texts/tenants';

import { Button, Spinner, TextField } from '../../components/ui/field.tsx';
import { confirmDelete, toast } from '../../lib/alerts.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useDeleteTenant, useSaveTenant, useTenants } from './tenants.queries.ts';

const EMPTY: TenantInput = { nama: '' };
const errorText = (error: unknown, fallback: string) => (error instanceof ApiError && error.message ? error.message : fallback);

/** 'Manajemen Tenant List' (SPEC §2): a name only, then the list with edit and delete. */
export function TenantEditor() {
  const { data: tenants, isPending, isError } = useTenants();
  const save = useSaveTenant();
  const remove = useDeleteTenant();
  const [editing, setEditing] = useState<Tenant | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TenantInput>({ resolver: zodResolver(tenantInputSchema), defaultValues: EMPTY });

  function onEdit(tenant: Tenant) {
    setEditing(tenant);
    reset({ nama: tenant.nama });
    setFocus('nama');
  }

  function onCancel() {
    setEditing(null);
    reset(EMPTY);
  }

  async function onSubmit(input: TenantInput) {
    try {
      await save.mutateAsync({ id: editing?.id, input });
      onCancel();
      void toast('success', t.saved);
    } catch (error) {
      void toast('error', errorText(error, t.saveFailed));
    }
  }

  async function onDelete(tenant: Tenant) {
    if (!(await confirmDelete())) return;
    try {
      await remove.mutateAsync(tenant.id);
      if (editing?.id === tenant.id) onCancel();
      void toast('success', t.deleted);
    } catch (error) {
      void toast('error', errorText(error, t.deleteFailed));
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 className="text-lg font-bold text-slate-900">{editing ? t.editTitle : t.addTitle}</h2>
        <TextField label={t.nameLabel} error={errors.nama?.message} {...register('nama')} />
        <div className="flex justify-end gap-2">
          {editing ? (
            <Button type="button" variant="secondary" onClick={onCancel}>
              {commonText.cancel}
            </Button>
          ) : null}
          <Button type="submit" isBusy={isSubmitting}>
            {commonText.save}
          </Button>
        </div>
      </form>
      <section aria-labelledby="tenant-list-admin-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="tenant-list-admin-title" className="text-lg font-bold text-slate-900">
          {t.listTitle}
        </h2>
        {isPending ? (
          <div className="py-8 text-center text-brand-700">
            <Spinner label={t.listTitle} />
          </div>
        ) : isError ? (
          <p role="alert" className="mt-4 text-red-600">
            {t.loadFailed}
          </p>
        ) : tenants.length === 0 ? (
          <p className="mt-4 text-slate-500">{t.empty}</p>
        ) : (
          <ol className="mt-4 divide-y divide-slate-100">
            {tenants.map((tenant, index) => (
              <li key={tenant.id} className="flex items-center justify-between gap-3 py-3">
                <span className="min-w-0 font-medium break-words text-slate-900">
                  {index + 1}. {tenant.nama}
                </span>
                <div className="flex shrink-0 gap-2">
                  <Button type="button" variant="secondary" onClick={() => onEdit(tenant)}>
                    {commonText.edit}
                  </Button>
                  <Button type="button" variant="danger" onClick={() => onDelete(tenant)}>
                    {commonText.delete}
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
