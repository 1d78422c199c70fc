import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';

import { todayIn } from '#common/dates';
import {
  EMPLOYMENT_TYPES,
  MAX_VACANCY_QUESTIONS,
  POSITIONS,
  VACANCY_STATUSES,
  type YesNo,
} from '#common/rules';
import {
  closingDateError,
  type QuestionInput,
  type Vacancy,
  type VacancyInput,
  type VacancyValues,
  vacancyInputSchema,
} from '#common/schemas/vacancies';
import { EDUCATION_LEVELS, GADA_LEVELS } from '#common/schemas/guard-hiring';
import { commonText } from '#common/texts/common';
import { guardHiringText as g } from '#common/texts/guard-hiring';
import { guardHiringScreensText as gs } from '#common/texts/guard-hiring-screens';
import { vacanciesText as t } from '#common/texts/vacancies';

import { bindField } from '../../components/ui/bind-field.ts';
import { CheckOption } from '../../components/ui/check-option.tsx';
import { Button, NumberField, SelectField, TextField } from '../../components/ui/field.tsx';
import { RichTextEditor } from '../../components/ui/rich-text-editor.tsx';
import { SelectOptions, optionsOf } from '../../components/ui/select-options.tsx';
import { SaveCancelButtons } from '../../components/ui/save-cancel-buttons.tsx';
import { usePublicConfig } from '../../lib/public-config.tsx';
import { runWithToast } from '../../lib/run-with-toast.ts';
import { positionText } from './vacancy-format.ts';
import { requirementsOf } from '../../lib/vacancy-requirements.ts';
import { useSaveVacancy } from './vacancies.queries.ts';

type Draft = Omit<VacancyInput, 'kuota' | 'gaji_min' | 'gaji_max' | 'pertanyaan' | 'syarat'> & {
  kuota: string;
  gaji_min: string;
  gaji_max: string;
  pertanyaan: QuestionInput[];
  /** The requirements as the form holds them: '' is "none" (docs/decisions/046). */
  syarat: {
    pendidikan_min: string;
    tinggi_min_pria: string;
    tinggi_min_wanita: string;
    gada_min: string;
    skck: boolean;
    surat_sehat: boolean;
  };
};

const toDraft = (v?: Vacancy): Draft => ({
  judul: v?.judul ?? '',
  posisi: v?.posisi ?? 'Security',
  kota: v?.kota ?? '',
  provinsi: v?.provinsi ?? '',
  lokasi: v?.lokasi ?? '',
  jenis: v?.jenis ?? 'Kontrak',
  kuota: v ? String(v.kuota) : '1',
  deskripsi: v?.deskripsi ?? '',
  gaji_min: v?.gaji_min === null || v?.gaji_min === undefined ? '' : String(v.gaji_min),
  gaji_max: v?.gaji_max === null || v?.gaji_max === undefined ? '' : String(v.gaji_max),
  tampilkan_gaji: v?.tampilkan_gaji ?? false,
  ditutup_pada: v?.ditutup_pada ?? '',
  status: v?.status ?? 'draft',
  pertanyaan: v?.pertanyaan.map((q) => ({ ...q })) ?? [],
  syarat: syaratDraft(v),
});

function syaratDraft(v?: Vacancy): Draft['syarat'] {
  const s = requirementsOf(v);
  return {
    pendidikan_min: s.pendidikan_min ?? '',
    tinggi_min_pria: s.tinggi_min_pria === null ? '' : String(s.tinggi_min_pria),
    tinggi_min_wanita: s.tinggi_min_wanita === null ? '' : String(s.tinggi_min_wanita),
    gada_min: s.gada_min ?? '',
    skck: s.skck,
    surat_sehat: s.surat_sehat,
  };
}

/** Empty number fields are null; anything else goes as typed, for the schema to judge. */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

function toInput(draft: Draft): VacancyInput {
  const { syarat } = draft;
  return {
    ...draft,
    kuota: Number(draft.kuota),
    gaji_min: numberOrNull(draft.gaji_min),
    gaji_max: numberOrNull(draft.gaji_max),
    syarat: {
      pendidikan_min: syarat.pendidikan_min || null,
      tinggi_min_pria: numberOrNull(syarat.tinggi_min_pria),
      tinggi_min_wanita: numberOrNull(syarat.tinggi_min_wanita),
      gada_min: syarat.gada_min || null,
      skck: syarat.skck,
      surat_sehat: syarat.surat_sehat,
    } as VacancyInput['syarat'], // the schema judges the levels
  };
}

/**
 * The form's check: the shared schema on the draft as the API will receive it, then the closing
 * date against the company's today. Field errors land on the draft's fields of the same name.
 */
function vacancyFormSchema(today: string) {
  return z
    .custom<Draft>()
    .transform(toInput)
    .pipe(vacancyInputSchema)
    .superRefine((values, ctx) => {
      const message = closingDateError(values, today);
      if (message) ctx.addIssue({ code: 'custom', message, path: ['ditutup_pada'] });
    });
}

/**
 * The first field marked invalid, in the order the form shows them, takes the focus and is
 * scrolled to the middle of the screen (docs/decisions/042): the errors above it stay in reach.
 */
export function focusFirstInvalid(form: HTMLElement | null) {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return;
  first.focus({ preventScroll: true });
  first.scrollIntoView({ block: 'center' });
}

/**
 * Create or edit a vacancy (docs/decisions/031): the shared schema checks the form as the API does,
 * each field's message under it; the server's 400 text shows in a dialog.
 */
export function VacancyEditor({ vacancy, onDone }: { vacancy?: Vacancy; onDone: () => void }) {
  const { timeZone } = usePublicConfig();
  const save = useSaveVacancy();
  const resolver = useMemo(() => zodResolver(vacancyFormSchema(todayIn(timeZone))), [timeZone]);
  const form = useForm<Draft, unknown, VacancyValues>({
    resolver,
    defaultValues: toDraft(vacancy),
    // The form's own order decides which field takes the focus (focusFirstInvalid below).
    shouldFocusError: false,
  });
  // `key`, not `id`: a kept question's own id is part of its values.
  const questions = useFieldArray({ control: form.control, name: 'pertanyaan', keyName: 'key' });
  const { errors } = form.formState;
  const questionsError = errors.pertanyaan?.root?.message ?? errors.pertanyaan?.message;

  const onSubmit = form.handleSubmit(
    async () => {
      const saveVacancy = () =>
        save.mutateAsync({ id: vacancy?.id, input: toInput(form.getValues()) });
      if (await runWithToast(saveVacancy, t.saved, t.saveFailed)) onDone();
    },
    (_errors, event) => {
      // After React has drawn the messages, so aria-invalid marks every refused field.
      const target = event?.target instanceof HTMLElement ? event.target : null;
      requestAnimationFrame(() => focusFirstInvalid(target));
    },
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2"
      aria-labelledby="vacancy-editor-title"
    >
      <h2 id="vacancy-editor-title" className="text-lg font-bold text-slate-900 sm:col-span-2">
        {vacancy ? t.editTitle : t.createTitle}
      </h2>
      <div className="sm:col-span-2">
        <TextField label={t.judulLabel} {...bindField(form, 'judul')} />
      </div>
      <SelectField label={t.filterPosition} {...bindField(form, 'posisi')}>
        <SelectOptions options={optionsOf(POSITIONS, positionText)} />
      </SelectField>
      <SelectField label={t.jenisLabel} {...bindField(form, 'jenis')}>
        <SelectOptions options={optionsOf(EMPLOYMENT_TYPES)} />
      </SelectField>
      <TextField label={t.kotaLabel} {...bindField(form, 'kota')} />
      <TextField label={t.provinsiLabel} {...bindField(form, 'provinsi')} />
      <TextField label={t.lokasiLabel} {...bindField(form, 'lokasi')} />
      <NumberField label={t.kuotaLabel} min={1} {...bindField(form, 'kuota')} />
      <NumberField label={t.gajiMinLabel} min={0} {...bindField(form, 'gaji_min')} />
      <NumberField label={t.gajiMaxLabel} min={0} {...bindField(form, 'gaji_max')} />
      <CheckOption
        type="checkbox"
        labelClassName="sm:col-span-2"
        {...form.register('tampilkan_gaji')}
        aria-describedby={errors.tampilkan_gaji ? 'tampilkan-gaji-error' : undefined}
        label={t.tampilkanGajiLabel}
      />
      {errors.tampilkan_gaji ? (
        <p id="tampilkan-gaji-error" role="alert" className="text-sm text-red-600 sm:col-span-2">
          {errors.tampilkan_gaji.message}
        </p>
      ) : null}
      <TextField label={t.ditutupPadaLabel} type="date" {...bindField(form, 'ditutup_pada')} />
      <SelectField label={t.statusLabel} {...bindField(form, 'status')}>
        <SelectOptions options={optionsOf(VACANCY_STATUSES, (s) => t.statusLabels[s])} />
      </SelectField>
      <div className="sm:col-span-2">
        <Controller
          control={form.control}
          name="deskripsi"
          render={({ field, fieldState }) => (
            <RichTextEditor
              label={t.deskripsiLabel}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="text-sm font-bold text-slate-900">{gs.requirementsLegend}</legend>
        <p className="text-sm text-slate-600 sm:col-span-2">{gs.requirementsHint}</p>
        <SelectField label={g.pendidikanMin} {...bindField(form, 'syarat.pendidikan_min')}>
          <SelectOptions emptyLabel={gs.noMinimum} options={optionsOf(EDUCATION_LEVELS)} />
        </SelectField>
        <SelectField label={g.gadaMin} {...bindField(form, 'syarat.gada_min')}>
          <SelectOptions emptyLabel={gs.noMinimum} options={optionsOf(GADA_LEVELS)} />
        </SelectField>
        <NumberField
          label={g.tinggiMinPria}
          min={100}
          max={230}
          {...bindField(form, 'syarat.tinggi_min_pria')}
        />
        <NumberField
          label={g.tinggiMinWanita}
          min={100}
          max={230}
          {...bindField(form, 'syarat.tinggi_min_wanita')}
        />
        <CheckOption
          type="checkbox"
          labelClassName="min-h-11"
          {...form.register('syarat.skck')}
          label={g.skckRequired}
        />
        <CheckOption
          type="checkbox"
          labelClassName="min-h-11"
          {...form.register('syarat.surat_sehat')}
          label={g.suratSehatRequired}
        />
      </fieldset>
      <fieldset className="space-y-3 sm:col-span-2">
        <legend className="text-sm font-bold text-slate-900">{t.questionsTitle}</legend>
        {questionsError ? (
          <p role="alert" className="text-sm text-red-600">
            {questionsError}
          </p>
        ) : null}
        {questions.fields.map((question, index) => (
          <div
            key={question.key}
            className="grid gap-2 rounded-xl bg-slate-50 p-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
          >
            <TextField
              label={t.questionLabel(index + 1)}
              {...bindField(form, `pertanyaan.${index}.teks`)}
            />
            <Controller
              control={form.control}
              name={`pertanyaan.${index}.jawaban_diharapkan`}
              render={({ field }) => (
                // '' is "no expected answer", null in the values.
                <SelectField
                  label={t.expectedLabel}
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange((event.target.value || null) as YesNo | null)}
                >
                  <option value="">{t.expectedNone}</option>
                  <option value="ya">{t.yes}</option>
                  <option value="tidak">{t.no}</option>
                </SelectField>
              )}
            />
            <Button
              type="button"
              variant="secondary"
              aria-label={`${t.removeQuestion} ${index + 1}`}
              onClick={() => questions.remove(index)}
            >
              {commonText.delete}
            </Button>
          </div>
        ))}
        {questions.fields.length < MAX_VACANCY_QUESTIONS ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() => questions.append({ teks: '', jawaban_diharapkan: null })}
          >
            {t.addQuestion}
          </Button>
        ) : null}
      </fieldset>
      <div className="flex gap-3 sm:col-span-2">
        <SaveCancelButtons isSaving={save.isPending} onCancel={onDone} />
      </div>
    </form>
  );
}
