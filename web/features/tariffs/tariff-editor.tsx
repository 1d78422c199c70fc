import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';

import type { TariffCity } from '#common/pricing';
import type { TariffAnswer, TariffInput } from '#common/schemas/tariffs';
import { tariffsText as t } from '#common/texts/tariffs';

import { api, clientErrorText } from '../../lib/api-client.ts';
import { toast } from '../../lib/alerts.ts';
import { mergeCities, parseCityCsv } from './city-csv.ts';

const INPUT = 'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm';
const NUMBERS = [
  [
    'bpjs',
    [
      'jkk_persen',
      'jkm_persen',
      'jht_persen',
      'jp_persen',
      'jp_batas_upah',
      'kes_persen',
      'kes_batas_upah',
    ],
  ],
  ['hours', ['jam_normal_mingguan', 'jam_per_orang_mingguan', 'lembur_pengali']],
  ['feeAndTax', ['fee_persen', 'fee_min_persen', 'ppn_persen']],
] as const;
type NumberField = (typeof NUMBERS)[number][1][number];

/** /admin/tarif: every figure of the estimate, the cities' UMK (edit, add, CSV import); saved as a new version. */
export function TariffEditor() {
  const { data } = useQuery({
    queryKey: ['tarif', 'staff'],
    queryFn: () => api.get<TariffAnswer>('/penawaran/tarif', { cache: 'no-cache' }),
  });
  return data ? <TariffForm saved={data} /> : null;
}

function TariffForm({ saved }: { saved: TariffAnswer }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<TariffInput>(() => {
    const { contoh: _contoh, ...tariff } = saved;
    return tariff;
  });
  const save = useMutation({
    mutationFn: (tariff: TariffInput) =>
      api.put<TariffAnswer>('/penawaran/tarif', tariff, { auth: 'staff' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['tarif'] }),
  });

  const setCity = (index: number, change: Partial<TariffCity>) =>
    setDraft({
      ...draft,
      kota: draft.kota.map((city, i) => (i === index ? { ...city, ...change } : city)),
    });
  const numberInput = (
    field: NumberField | 'tahun',
    value: number,
    onValue: (n: number) => void,
    label: string,
  ) => (
    <div key={field}>
      <label htmlFor={`tarif-${field}`} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={`tarif-${field}`}
        type="number"
        step="any"
        className={INPUT}
        value={Number.isNaN(value) ? '' : value}
        onChange={(event) => onValue(event.currentTarget.valueAsNumber)}
      />
    </div>
  );

  async function onImport(file: File | undefined) {
    if (!file) return;
    const parsed = parseCityCsv(await file.text());
    if ('line' in parsed) return void toast('error', t.importFailed(parsed.line, parsed.reason));
    setDraft({ ...draft, kota: mergeCities(draft.kota, parsed.cities) });
    void toast('success', t.imported(parsed.cities.length));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await save.mutateAsync(draft);
      void toast('success', t.saved);
    } catch (error) {
      void toast('error', clientErrorText(error, t.saved));
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-6">
      {saved.contoh ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t.exampleWarning}</p>
      ) : null}
      <div className="max-w-40">
        {numberInput('tahun', draft.tahun, (tahun) => setDraft({ ...draft, tahun }), t.year)}
      </div>
      <section className="space-y-2">
        <h2 className="font-semibold text-slate-900">{t.cities}</h2>
        <p className="text-xs text-slate-600 sm:hidden">{t.citiesScrollHint}</p>
        {/* A phone scrolls the table inside this region (the keyboard too), not the page; `relative`
            keeps its screen-reader-only header inside it. */}
        <div
          role="region"
          aria-labelledby="tariff-cities-caption"
          tabIndex={0}
          className="focus-visible:outline-brand-700 relative overflow-x-auto [contain:inline-size] focus-visible:outline-2"
        >
          <table className="min-w-full text-sm">
            <caption id="tariff-cities-caption" className="sr-only">
              {t.citiesCaption}
            </caption>
            <thead>
              <tr className="text-left">
                <th scope="col" className="px-1">
                  {t.city}
                </th>
                <th scope="col" className="px-1">
                  {t.province}
                </th>
                <th scope="col" className="px-1">
                  {t.umk}
                </th>
                <th scope="col" className="px-1">
                  <span className="sr-only">{t.removeCity('')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {draft.kota.map((city, index) => (
                <tr key={index}>
                  <td className="p-1">
                    <input
                      aria-label={`${t.city} ${index + 1}`}
                      className={`${INPUT} min-w-40`}
                      value={city.kota}
                      onChange={(e) => setCity(index, { kota: e.currentTarget.value })}
                    />
                  </td>
                  <td className="p-1">
                    <input
                      aria-label={`${t.province} ${index + 1}`}
                      className={`${INPUT} min-w-36`}
                      value={city.provinsi}
                      onChange={(e) => setCity(index, { provinsi: e.currentTarget.value })}
                    />
                  </td>
                  <td className="p-1">
                    <input
                      aria-label={`${t.umk} ${city.kota}`}
                      type="number"
                      className={`${INPUT} min-w-32`}
                      value={city.umk}
                      onChange={(e) => setCity(index, { umk: e.currentTarget.valueAsNumber })}
                    />
                  </td>
                  <td className="p-1">
                    <button
                      type="button"
                      className="min-h-11 rounded-lg border border-slate-300 px-3"
                      aria-label={t.removeCity(city.kota)}
                      onClick={() =>
                        setDraft({ ...draft, kota: draft.kota.filter((_, i) => i !== index) })
                      }
                    >
                      ✕
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className="min-h-11 rounded-lg border border-slate-300 px-4 text-sm"
            onClick={() =>
              setDraft({ ...draft, kota: [...draft.kota, { kota: '', provinsi: '', umk: 0 }] })
            }
          >
            {t.addCity}
          </button>
          <label htmlFor="tarif-csv" className="text-sm font-medium">
            {t.importCsv}
          </label>
          <input
            id="tarif-csv"
            type="file"
            accept=".csv,text/csv"
            className="text-sm"
            onChange={(e) => void onImport(e.currentTarget.files?.[0])}
          />
          <p className="w-full text-xs text-slate-600">{t.importHint}</p>
        </div>
      </section>
      {NUMBERS.map(([group, fields]) => (
        <section key={group} className="space-y-2">
          <h2 className="font-semibold text-slate-900">{t[group]}</h2>
          <div className="grid gap-3 sm:grid-cols-3">
            {fields.map((field) =>
              numberInput(
                field,
                draft[field],
                (value) => setDraft({ ...draft, [field]: value }),
                t.labels[field],
              ),
            )}
          </div>
        </section>
      ))}
      <section className="space-y-2">
        <h2 className="font-semibold text-slate-900">{t.equipment}</h2>
        <div className="grid gap-3 sm:grid-cols-3">
          {(['keamanan', 'kebersihan', 'parkir'] as const).map((service) =>
            numberInput(
              service as never,
              draft.perlengkapan[service],
              (value) =>
                setDraft({ ...draft, perlengkapan: { ...draft.perlengkapan, [service]: value } }),
              t.labels[service],
            ),
          )}
        </div>
      </section>
      <button
        type="submit"
        disabled={save.isPending}
        className="bg-brand-700 min-h-11 rounded-lg px-6 font-semibold text-white"
      >
        {t.save}
      </button>
    </form>
  );
}
