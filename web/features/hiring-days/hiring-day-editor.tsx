import { type FormEvent, useState } from 'react';

import {
  HIRING_DAY_KINDS,
  type StaffHiringDay,
  hiringDayInputSchema,
} from '#common/schemas/hiring-days';
import { hiringDaysText as t } from '#common/texts/hiring-days';

import { NumberField, SelectField, TextField } from '../../components/ui/field.tsx';
import { SaveCancelButtons } from '../../components/ui/save-cancel-buttons.tsx';
import { fieldErrors } from '../../lib/field-errors.ts';
import { runWithToast } from '../../lib/run-with-toast.ts';
import { usePublicConfig } from '../../lib/public-config.tsx';
import { isoToLocal, localToIso } from './hiring-day-time.ts';
import { useSaveHiringDay } from './hiring-days.queries.ts';

export interface VacancyChoice {
  id: number;
  judul: string;
}

type Draft = Record<
  'judul' | 'jenis' | 'mulai' | 'selesai' | 'lokasi' | 'peta_url' | 'kapasitas' | 'lowongan_id',
  string
>;

function draftOf(hiringDay: StaffHiringDay | undefined, timeZone: string): Draft {
  return {
    judul: hiringDay?.judul ?? '',
    jenis: hiringDay?.jenis ?? 'rekrutmen',
    mulai: hiringDay ? isoToLocal(hiringDay.mulai, timeZone) : '',
    selesai: hiringDay ? isoToLocal(hiringDay.selesai, timeZone) : '',
    lokasi: hiringDay?.lokasi ?? '',
    peta_url: hiringDay?.peta_url ?? '',
    kapasitas: hiringDay ? String(hiringDay.kapasitas) : '20',
    lowongan_id: hiringDay?.lowongan_id ? String(hiringDay.lowongan_id) : '',
  };
}

/** Create or change a hiring day; times are typed in the company's time zone. */
export function HiringDayEditor({
  hiringDay,
  vacancies,
  onDone,
}: {
  hiringDay?: StaffHiringDay;
  vacancies: VacancyChoice[];
  onDone: () => void;
}) {
  const { timeZone } = usePublicConfig();
  const [draft, setDraft] = useState(() => draftOf(hiringDay, timeZone));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const save = useSaveHiringDay();
  const bind = (key: keyof Draft) => ({
    name: key,
    value: draft[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft((before) => ({ ...before, [key]: event.target.value })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      ...draft,
      mulai: localToIso(draft.mulai, timeZone),
      selesai: localToIso(draft.selesai, timeZone),
      kapasitas: draft.kapasitas.trim() === '' ? Number.NaN : Number(draft.kapasitas),
      lowongan_id: draft.lowongan_id ? Number(draft.lowongan_id) : null,
      peta_url: draft.peta_url || null,
    };
    const checked = hiringDayInputSchema.safeParse(input);
    setErrors(checked.success ? {} : fieldErrors(checked.error));
    if (!checked.success) return;
    const saveHiringDay = () =>
      save.mutateAsync({ id: hiringDay?.id, input: { ...input, jenis: checked.data.jenis } });
    if (await runWithToast(saveHiringDay, t.saved, t.saveFailed)) onDone();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="text-lg font-bold text-slate-900">{hiringDay ? t.formEdit : t.formNew}</h2>
      <TextField label={t.fieldJudul} maxLength={120} {...bind('judul')} />
      <SelectField label={t.fieldJenis} {...bind('jenis')}>
        {HIRING_DAY_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t.jenisLabel[kind]}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.fieldMulai} type="datetime-local" step={60} {...bind('mulai')} />
        <TextField label={t.fieldSelesai} type="datetime-local" step={60} {...bind('selesai')} />
      </div>
      <TextField label={t.fieldLokasi} maxLength={300} {...bind('lokasi')} />
      <TextField
        label={t.fieldPeta}
        type="url"
        inputMode="url"
        hint={t.fieldPetaHint}
        {...bind('peta_url')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField label={t.fieldKapasitas} min={1} max={1000} {...bind('kapasitas')} />
        <SelectField label={t.fieldLowongan} {...bind('lowongan_id')}>
          <option value="">{t.noVacancy}</option>
          {vacancies.map((vacancy) => (
            <option key={vacancy.id} value={vacancy.id}>
              {vacancy.judul}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex flex-wrap gap-2">
        <SaveCancelButtons isSaving={save.isPending} onCancel={onDone} />
      </div>
    </form>
  );
}
