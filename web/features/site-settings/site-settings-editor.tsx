import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';

import { type SiteSettingsInput, siteSettingsInputSchema } from '#common/schemas/site-settings';
import { fieldText } from '#common/texts/common';
import { siteSettingsText as t } from '#common/texts/site-settings';

import { Button, Spinner, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { toast } from '../../lib/alerts.ts';
import { ApiError } from '../../lib/api-client.ts';
import { type RenderHistory, useOpenedVersion } from '../../lib/revision-version.ts';
import { siteSettingsEditorQuery, useSaveSiteSettings } from './site-settings.queries.ts';

/** The site settings are one item for the revisions (docs/decisions/034). */
const ITEM_ID = 'company';

/**
 * 'Pengaturan Situs': the company's name and contact data shown on the public site; their
 * revisions below (docs/decisions/034).
 */
export function SiteSettingsEditor({
  renderHistory,
}: {
  /** The route's revisions panel (features stay apart). */
  renderHistory?: RenderHistory;
} = {}) {
  const { data, isPending, isError } = useQuery(siteSettingsEditorQuery());
  const save = useSaveSiteSettings();
  // The version opened goes along: a save after someone else's answers 409, the text kept.
  const opened = useOpenedVersion('site-settings', ITEM_ID);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SiteSettingsInput>({ resolver: zodResolver(siteSettingsInputSchema) });

  useEffect(() => {
    if (data)
      reset({
        ...data,
        address_en: data.address_en ?? '',
        phones: [data.phones[0] ?? '', data.phones[1] ?? '', data.phones[2] ?? ''],
      });
  }, [data, reset]);

  async function onSubmit(input: SiteSettingsInput) {
    try {
      await save.mutateAsync({ input, headers: opened.headers });
      await opened.reopen();
      await toast('success', t.saved);
    } catch (error) {
      await toast(
        'error',
        error instanceof ApiError && error.message ? error.message : t.saveFailed,
      );
    }
  }

  if (isPending) return <Spinner label={t.editorTitle} />;
  if (isError)
    return (
      <p role="alert" className="text-red-600">
        {t.loadFailed}
      </p>
    );

  return (
    <div className="max-w-3xl space-y-6">
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
          <TextField label={t.name} error={errors.name?.message} {...register('name')} />
          <TextField
            label={t.shortName}
            error={errors.shortName?.message}
            {...register('shortName')}
          />
        </div>
        <TextAreaField
          label={t.address}
          rows={3}
          error={errors.address?.message}
          {...register('address')}
        />
        {/* The address as the English pages show it (docs/decisions/043). */}
        <TextAreaField
          label={fieldText.english(t.address)}
          lang="en"
          rows={3}
          error={errors.address_en?.message}
          {...register('address_en')}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <TextField
              key={index}
              label={t.phone(index + 1)}
              type="tel"
              inputMode="tel"
              error={
                errors.phones?.[index]?.message ??
                (index === 0 ? errors.phones?.message : undefined)
              }
              {...register(`phones.${index}` as `phones.0`)}
            />
          ))}
        </div>
        <TextField
          label={t.email}
          type="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t.mapEmbedUrl}
          type="url"
          hint={t.mapEmbedHelp}
          error={errors.mapEmbedUrl?.message}
          {...register('mapEmbedUrl')}
        />
        <div className="flex justify-end">
          <Button type="submit" isBusy={isSubmitting}>
            Simpan
          </Button>
        </div>
      </form>
      {/* A restore refreshes the settings query, and with it the form (the effect above). */}
      {renderHistory?.(ITEM_ID, () => void opened.reopen())}
    </div>
  );
}
