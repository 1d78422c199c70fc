import { useState } from 'react';

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

import { Button, SelectField, TextField } from '../../components/ui/field.tsx';
import { RichTextEditor } from '../../components/ui/rich-text-editor.tsx';
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
        <TextField
          label={t.judulLabel}
          value={draft.judul}
          error={errors.judul}
          onChange={(e) => set('judul')(e.target.value)}
        />
      </div>
      <SelectField
        label={t.filterPosition}
        value={draft.posisi}
        error={errors.posisi}
        onChange={(e) => set('posisi')(e.target.value as Draft['posisi'])}
      >
        {POSITIONS.map((p) => (
          <option key={p} value={p}>
            {positionText(p)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t.jenisLabel}
        value={draft.jenis}
        error={errors.jenis}
        onChange={(e) => set('jenis')(e.target.value as Draft['jenis'])}
      >
        {EMPLOYMENT_TYPES.map((j) => (
          <option key={j} value={j}>
            {j}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t.kotaLabel}
        value={draft.kota}
        error={errors.kota}
        onChange={(e) => set('kota')(e.target.value)}
      />
      <TextField
        label={t.provinsiLabel}
        value={draft.provinsi}
        error={errors.provinsi}
        onChange={(e) => set('provinsi')(e.target.value)}
      />
      <TextField
        label={t.lokasiLabel}
        value={draft.lokasi ?? ''}
        error={errors.lokasi}
        onChange={(e) => set('lokasi')(e.target.value)}
      />
      <TextField
        label={t.kuotaLabel}
        type="number"
        min={1}
        inputMode="numeric"
        value={draft.kuota}
        error={errors.kuota}
        onChange={(e) => set('kuota')(e.target.value)}
      />
      <TextField
        label={t.gajiMinLabel}
        type="number"
        min={0}
        inputMode="numeric"
        value={draft.gaji_min}
        error={errors.gaji_min}
        onChange={(e) => set('gaji_min')(e.target.value)}
      />
      <TextField
        label={t.gajiMaxLabel}
        type="number"
        min={0}
        inputMode="numeric"
        value={draft.gaji_max}
        error={errors.gaji_max}
        onChange={(e) => set('gaji_max')(e.target.value)}
      />
      <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-2">
        <input
          type="checkbox"
          checked={draft.tampilkan_gaji ?? false}
          onChange={(e) => set('tampilkan_gaji')(e.target.checked)}
          className="accent-brand-700 h-4 w-4"
          aria-describedby={errors.tampilkan_gaji ? 'tampilkan-gaji-error' : undefined}
        />
        {t.tampilkanGajiLabel}
      </label>
      {errors.tampilkan_gaji ? (
        <p id="tampilkan-gaji-error" role="alert" className="text-sm text-red-600 sm:col-span-2">
          {errors.tampilkan_gaji}
        </p>
      ) : null}
      <TextField
        label={t.ditutupPadaLabel}
        type="date"
        value={draft.ditutup_pada}
        error={errors.ditutup_pada}
        onChange={(e) => set('ditutup_pada')(e.target.value)}
      />
      <SelectField
        label={t.statusLabel}
        value={draft.status}
        error={errors.status}
        onChange={(e) => set('status')(e.target.value as Draft['status'])}
      >
        {VACANCY_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t.statusLabels[s]}
          </option>
        ))}
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
        <Button type="submit" isBusy={save.isPending}>
          {commonText.save}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {commonText.cancel}
        </Button>
      </div>
    </form>
  );
}
