import { useMemo, useState } from 'react';

import { computeEstimate, type Tariff } from '#common/pricing';
import { SERVICES } from '#common/rules';
import { quoteRequestsText, quoteRequestsTextEn } from '#common/texts/quote-requests';

import { useLang } from '../../lib/lang.tsx';
import { EstimateBreakdown } from './estimate-breakdown.tsx';
import {
  type EstimatorDraft,
  MAX_POSTS,
  type PostDraft,
  emptyPost,
  readDraft,
} from './estimator-input.ts';
import { QuoteRequestForm } from './quote-request-form.tsx';

export interface QuoteEstimatorProps {
  tariff: Tariff & { contoh: boolean };
  draft: EstimatorDraft;
  /** Where the form goes without JavaScript: the page that computes on the server. */
  calculatePath: string;
}

const INPUT =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-500';
const NUMBER_FIELDS = [
  ['jam_per_hari', 'jam', 'hoursPerDay', 24],
  ['hari_per_minggu', 'hari', 'daysPerWeek', 7],
  ['personel_per_shift', 'personel', 'peoplePerShift', 50],
] as const;

/**
 * The estimator of `/minta-penawaran` (docs/decisions/053, 054), an island: the server renders it
 * with the estimate of `draft`, and in the browser it recomputes with the same shared code
 * (common/pricing.ts) on every keystroke. Without JavaScript the form is a GET to
 * `calculatePath`, which renders the same estimate on the server.
 */
export function QuoteEstimator({ tariff, draft: initial, calculatePath }: QuoteEstimatorProps) {
  const t = useLang() === 'en' ? quoteRequestsTextEn : quoteRequestsText;
  const [draft, setDraft] = useState(initial);
  const cities = useMemo(() => tariff.kota.map((city) => city.kota), [tariff]);
  const read = readDraft(draft, cities);
  const estimate = 'input' in read ? computeEstimate(tariff, read.input) : undefined;
  const problem = 'problem' in read ? read.problem : undefined;

  const setPost = (index: number, change: Partial<PostDraft>) =>
    setDraft({
      ...draft,
      pos: draft.pos.map((post, i) => (i === index ? { ...post, ...change } : post)),
    });
  const errorOf = (index: number, field: string) =>
    problem?.post === index && problem.field === field ? t[problem.field] : undefined;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form
        method="get"
        action={calculatePath}
        className="space-y-4"
        onSubmit={(event) => event.preventDefault()}
      >
        {tariff.contoh ? (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t.exampleTariff}</p>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor="estimator-layanan" className="block text-sm font-medium text-slate-700">
              {t.serviceLabel}
            </label>
            <select
              id="estimator-layanan"
              name="layanan"
              className={INPUT}
              value={draft.layanan}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  layanan: event.currentTarget.value as EstimatorDraft['layanan'],
                })
              }
            >
              {SERVICES.map((service) => (
                <option key={service} value={service}>
                  {t.serviceNames[service]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="estimator-kota" className="block text-sm font-medium text-slate-700">
              {t.cityLabel}
            </label>
            <select
              id="estimator-kota"
              name="kota"
              className={INPUT}
              value={draft.kota}
              aria-invalid={problem?.field === 'cityUnknown' || undefined}
              onChange={(event) => setDraft({ ...draft, kota: event.currentTarget.value })}
            >
              {tariff.kota.map((city) => (
                <option key={city.kota} value={city.kota}>
                  {city.kota}
                </option>
              ))}
            </select>
          </div>
        </div>
        <fieldset className="space-y-3">
          <legend className="text-base font-semibold text-slate-900">{t.postsTitle}</legend>
          {draft.pos.map((post, index) => (
            <div key={index} className="rounded-xl border border-slate-200 bg-white p-3">
              <div className="flex items-end gap-2">
                <div className="flex-1">
                  <label
                    htmlFor={`pos-${index}-nama`}
                    className="block text-sm font-medium text-slate-700"
                  >
                    {t.postName}
                  </label>
                  <input
                    id={`pos-${index}-nama`}
                    name="nama"
                    className={INPUT}
                    value={post.nama}
                    maxLength={100}
                    aria-invalid={Boolean(errorOf(index, 'postNameRequired')) || undefined}
                    onInput={(event) => setPost(index, { nama: event.currentTarget.value })}
                  />
                </div>
                {draft.pos.length > 1 ? (
                  <button
                    type="button"
                    className="min-h-11 rounded-lg border border-slate-300 px-3 text-sm text-slate-700"
                    aria-label={t.removePost(post.nama || String(index + 1))}
                    onClick={() =>
                      setDraft({ ...draft, pos: draft.pos.filter((_, i) => i !== index) })
                    }
                  >
                    ✕
                  </button>
                ) : null}
              </div>
              <div className="mt-2 grid grid-cols-3 gap-2">
                {NUMBER_FIELDS.map(([field, queryName, label, max]) => {
                  const error = errorOf(
                    index,
                    `${{ jam_per_hari: 'hours', hari_per_minggu: 'days', personel_per_shift: 'people' }[field]}Invalid`,
                  );
                  return (
                    <div key={field}>
                      <label
                        htmlFor={`pos-${index}-${queryName}`}
                        className="block text-xs font-medium text-slate-700"
                      >
                        {t[label]}
                      </label>
                      <input
                        id={`pos-${index}-${queryName}`}
                        name={queryName}
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={max}
                        step={1}
                        className={INPUT}
                        value={post[field]}
                        aria-invalid={Boolean(error) || undefined}
                        aria-describedby={error ? `pos-${index}-error` : undefined}
                        onInput={(event) => setPost(index, { [field]: event.currentTarget.value })}
                      />
                    </div>
                  );
                })}
              </div>
              {problem?.post === index ? (
                <p id={`pos-${index}-error`} role="alert" className="mt-1 text-sm text-red-700">
                  {t[problem.field]}
                </p>
              ) : null}
            </div>
          ))}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="tambah"
            value="1"
            disabled={draft.pos.length >= MAX_POSTS}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 font-medium text-slate-800"
            onClick={(event) => {
              event.preventDefault();
              setDraft({
                ...draft,
                pos: [...draft.pos, emptyPost(t.postNameDefault(draft.pos.length + 1))],
              });
            }}
          >
            {t.addPost}
          </button>
          {/* Without JavaScript this asks the server for the estimate; with it the estimate is live. */}
          <button
            type="submit"
            className="bg-brand-700 min-h-11 rounded-lg px-4 font-semibold text-white"
          >
            {t.recalculate}
          </button>
        </div>
      </form>
      <div className="space-y-4">
        {estimate ? (
          <EstimateBreakdown
            estimate={estimate}
            feePercent={tariff.fee_persen}
            ppnPercent={tariff.ppn_persen}
          />
        ) : null}
        <p className="text-sm text-slate-600">{t.estimateNote}</p>
        <QuoteRequestForm input={'input' in read ? read.input : undefined} />
      </div>
    </div>
  );
}
