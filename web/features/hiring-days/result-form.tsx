import { type FormEvent, useId, useState } from 'react';

import {
  MEASURED_HEIGHT_CM,
  MEASURED_WEIGHT_KG,
  type Participant,
  resultInputSchema,
} from '#common/schemas/hiring-days';
import { hiringDaysText as t } from '#common/texts/hiring-days';

import { Button, NumberField, TextAreaField } from '../../components/ui/field.tsx';
import { fieldErrors } from '../../lib/field-errors.ts';
import { runWithToast } from '../../lib/run-with-toast.ts';
import { useSaveResult } from './hiring-days.queries.ts';

const CHOICE =
  'flex-1 rounded-lg border px-3 py-3 text-center text-sm font-semibold peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700';

/** The two measures, side by side, with the bounds resultInputSchema checks. */
const MEASURES = [
  { field: 'tinggi_badan', label: t.fieldTinggi, ...MEASURED_HEIGHT_CM },
  { field: 'berat_badan', label: t.fieldBerat, ...MEASURED_WEIGHT_KG },
] as const;
type Measure = (typeof MEASURES)[number]['field'];

/**
 * What was measured for one person who has arrived: height, weight, passed or not, a note. Big
 * targets and numeric keyboards, so it takes a few taps on a phone.
 */
export function ResultForm({
  sesiId,
  participant,
  onDone,
}: {
  sesiId: number;
  participant: Participant;
  onDone: () => void;
}) {
  const [measures, setMeasures] = useState<Record<Measure, string>>({
    tinggi_badan: participant.tinggi_badan?.toString() ?? '',
    berat_badan: participant.berat_badan?.toString() ?? '',
  });
  const [lulus, setLulus] = useState<boolean | null>(participant.lulus);
  const [catatan, setCatatan] = useState(participant.catatan ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveResult(sesiId);
  const groupId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      tinggi_badan: toNumber(measures.tinggi_badan),
      berat_badan: toNumber(measures.berat_badan),
      lulus: lulus ?? undefined,
      catatan,
    };
    const checked = resultInputSchema.safeParse(input);
    setErrors(checked.success ? {} : fieldErrors(checked.error));
    if (!checked.success) return;
    const saveResult = () =>
      save.mutateAsync({ pelamarId: participant.pelamar_id, input: checked.data });
    if (await runWithToast(saveResult, t.resultSaved, t.actionFailed)) onDone();
  };

  return (
    <form
      noValidate
      aria-label={t.resultTitle(participant.nama)}
      onSubmit={(event) => void onSubmit(event)}
      className="mt-3 space-y-3 rounded-xl bg-slate-50 p-3"
    >
      <div className="grid grid-cols-2 gap-3">
        {MEASURES.map(({ field, label, min, max }) => (
          <NumberField
            key={field}
            label={label}
            min={min}
            max={max}
            value={measures[field]}
            error={errors[field]}
            onChange={(event) => setMeasures({ ...measures, [field]: event.target.value })}
          />
        ))}
      </div>
      <fieldset aria-describedby={errors.lulus ? `${groupId}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-700">{t.fieldLulus}</legend>
        <div className="flex gap-2">
          {[true, false].map((value) => (
            <label key={String(value)} className="flex flex-1">
              <input
                type="radio"
                name={`${groupId}-lulus`}
                className="peer sr-only"
                checked={lulus === value}
                onChange={() => {
                  setLulus(value);
                  setErrors(({ lulus: _cleared, ...rest }) => rest);
                }}
              />
              <span
                className={`${CHOICE} ${
                  lulus === value
                    ? value
                      ? 'border-emerald-600 bg-emerald-600 text-white'
                      : 'border-red-600 bg-red-600 text-white'
                    : 'border-slate-300 bg-white text-slate-800'
                }`}
              >
                {value ? t.passed : t.failed}
              </span>
            </label>
          ))}
        </div>
        {errors.lulus ? (
          <p id={`${groupId}-error`} role="alert" className="mt-1 text-sm text-red-600">
            {errors.lulus}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label={t.fieldCatatan}
        rows={2}
        maxLength={1000}
        value={catatan}
        error={errors.catatan}
        onChange={(event: { target: { value: string } }) => setCatatan(event.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" isBusy={save.isPending} className="flex-1 sm:flex-none">
          {t.save}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

/** An empty field is no measure (null); anything else goes to the schema as a number. */
const toNumber = (value: string) => (value.trim() ? Number(value) : null);
