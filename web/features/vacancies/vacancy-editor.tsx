import { type ChangeEvent, useState } from 'react';

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
  vacancyInputSchema,
} from '#common/schemas/vacancies';
import { commonText } from '#common/texts/common';
import { vacanciesText as t } from '#common/texts/vacancies';

import { CheckOption } from '../../components/ui/check-option.tsx';
import { Button, SelectField, TextField } from '../../components/ui/field.tsx';
import { RichTextEditor } from '../../components/ui/rich-text-editor.tsx';
import { SelectOptions, optionsOf } from '../../components/ui/select-options.tsx';
import { SaveCancelButtons } from '../../components/ui/save-cancel-buttons.tsx';
import { showError, toast } from '../../lib/alerts.ts';
import { ApiError } from '../../lib/api-client.ts';
import { usePublicConfig } from '../../lib/public-config.tsx';
import { positionText } from './vacancy-format.ts';
import { useSaveVacancy } from './vacancies.queries.ts';

type Draft = Omit<VacancyInput, 'kuota' | 'gaji_min' | 'gaji_max' | 'pertanyaan'> & {
  kuota: string;
  gaji_min: string;
  gaji_max: string;
  pertanyaan: QuestionInput[];
};

/** The draft values a text field or select edits (everything but the flag and the questions). */
type TextKey = Exclude<keyof Draft, 'tampilkan_gaji' | 'pertanyaan' | 'deskripsi'>;

const NUMBER_INPUT = { type: 'number', inputMode: 'numeric' } as const;

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
});

/** Empty number fields are null; anything else goes as typed, for the schema to judge. */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

export function toInput(draft: Draft): VacancyInput {
  return {
    ...draft,
    kuota: Number(draft.kuota),
    gaji_min: numberOrNull(draft.gaji_min),
    gaji_max: numberOrNull(draft.gaji_max),
  };
}

/**
 * Create or edit a vacancy (issue 17 §1): the shared schema checks the form as the API does,
 * each field's message under it; the server's 400 text shows in a dialog.
 */
export function VacancyEditor({ vacancy, onDone }: { vacancy?: Vacancy; onDone: () => void }) {
  const { timeZone } = usePublicConfig();
  const [draft, setDraft] = useState<Draft>(() => toDraft(vacancy));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveVacancy();
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));
  // The props that tie a text field or select to one draft value: value, error text and onChange.
  const bind = (key: TextKey) => ({
    value: draft[key] ?? '',
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      set(key)(event.target.value as Draft[TextKey]),
  });
  const setQuestion = (index: number, change: Partial<QuestionInput>) =>
    set('pertanyaan')(draft.pertanyaan.map((q, i) => (i === index ? { ...q, ...change } : q)));

  const onSubmit = async () => {
    const input = toInput(draft);
    const parsed = vacancyInputSchema.safeParse(input);
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.');
        found[key] ??= issue.message;
      }
    else {
      const dateError = closingDateError(parsed.data, todayIn(timeZone));
      if (dateError) found.ditutup_pada = dateError;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await save.mutateAsync({ id: vacancy?.id, input });
      await toast('success', t.saved);
      onDone();
    } catch (error) {
      await showError(t.saveFailed, error instanceof ApiError ? error.message : undefined);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2"
      aria-labelledby="vacancy-editor-title"
    >
      <h2 id="vacancy-editor-title" className="text-lg font-bold text-slate-900 sm:col-span-2">
        {vacancy ? t.editTitle : t.createTitle}
      </h2>
      <div className="sm:col-span-2">
        <TextField label={t.judulLabel} {...bind('judul')} />
      </div>
      <SelectField label={t.filterPosition} {...bind('posisi')}>
        <SelectOptions options={optionsOf(POSITIONS, positionText)} />
      </SelectField>
      <SelectField label={t.jenisLabel} {...bind('jenis')}>
        <SelectOptions options={optionsOf(EMPLOYMENT_TYPES)} />
      </SelectField>
      <TextField label={t.kotaLabel} {...bind('kota')} />
      <TextField label={t.provinsiLabel} {...bind('provinsi')} />
      <TextField label={t.lokasiLabel} {...bind('lokasi')} />
      <TextField label={t.kuotaLabel} min={1} {...NUMBER_INPUT} {...bind('kuota')} />
      <TextField label={t.gajiMinLabel} min={0} {...NUMBER_INPUT} {...bind('gaji_min')} />
      <TextField label={t.gajiMaxLabel} min={0} {...NUMBER_INPUT} {...bind('gaji_max')} />
      <CheckOption
        type="checkbox"
        labelClassName="sm:col-span-2"
        checked={draft.tampilkan_gaji ?? false}
        onChange={(e) => set('tampilkan_gaji')(e.target.checked)}
        aria-describedby={errors.tampilkan_gaji ? 'tampilkan-gaji-error' : undefined}
        label={t.tampilkanGajiLabel}
      />
      {errors.tampilkan_gaji ? (
        <p id="tampilkan-gaji-error" role="alert" className="text-sm text-red-600 sm:col-span-2">
          {errors.tampilkan_gaji}
        </p>
      ) : null}
      <TextField label={t.ditutupPadaLabel} type="date" {...bind('ditutup_pada')} />
      <SelectField label={t.statusLabel} {...bind('status')}>
        <SelectOptions options={optionsOf(VACANCY_STATUSES, (s) => t.statusLabels[s])} />
      </SelectField>
      <div className="sm:col-span-2">
        <RichTextEditor
          label={t.deskripsiLabel}
          value={draft.deskripsi}
          onChange={set('deskripsi')}
          error={errors.deskripsi}
        />
      </div>
      <fieldset className="space-y-3 sm:col-span-2">
        <legend className="text-sm font-bold text-slate-900">{t.questionsTitle}</legend>
        {errors.pertanyaan ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.pertanyaan}
          </p>
        ) : null}
        {draft.pertanyaan.map((question, index) => (
          <div
            key={question.id ?? `baru-${index}`}
            className="grid gap-2 rounded-xl bg-slate-50 p-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
          >
            <TextField
              label={t.questionLabel(index + 1)}
              value={question.teks}
              error={errors[`pertanyaan.${index}.teks`]}
              onChange={(e) => setQuestion(index, { teks: e.target.value })}
            />
            <SelectField
              label={t.expectedLabel}
              value={question.jawaban_diharapkan ?? ''}
              onChange={(e) =>
                setQuestion(index, { jawaban_diharapkan: (e.target.value || null) as YesNo | null })
              }
            >
              <option value="">{t.expectedNone}</option>
              <option value="ya">{t.yes}</option>
              <option value="tidak">{t.no}</option>
            </SelectField>
            <Button
              type="button"
              variant="secondary"
              aria-label={`${t.removeQuestion} ${index + 1}`}
              onClick={() => set('pertanyaan')(draft.pertanyaan.filter((_, i) => i !== index))}
            >
              {commonText.delete}
            </Button>
          </div>
        ))}
        {draft.pertanyaan.length < MAX_VACANCY_QUESTIONS ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              set('pertanyaan')([...draft.pertanyaan, { teks: '', jawaban_diharapkan: null }])
            }
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
