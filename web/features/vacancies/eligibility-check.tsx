import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

import { todayIn } from '#common/dates';
import { GENDERS } from '#common/rules';
import type {
  CandidateFacts,
  RequirementResult,
  VacancyRequirements,
} from '#common/guard-hiring-values';
import { guardHiringText as g } from '#common/texts/guard-hiring';
import { guardHiringScreensText as t } from '#common/texts/guard-hiring-screens';

import { usePublicConfig } from '../../lib/public-config.tsx';

/**
 * 'Cek Kelayakan' on a vacancy's page (docs/decisions/046): the job seeker gives what the
 * vacancy's requirements ask about and sees which are met and what is missing. Everything stays
 * in the page: nothing is sent or stored. An island (docs/decisions/027): the rules (with zod)
 * are a separate chunk fetched on the first check, so the page's own script stays small.
 */

export interface EligibilityCheckProps {
  syarat: VacancyRequirements;
  /** The levels offered, lowest first (from common/guard-hiring-values.ts, passed so the checklist's code stays lazy). */
  educationLevels: readonly string[];
  gadaLevels: readonly string[];
}

type Facts = Record<
  | 'tanggal_lahir'
  | 'jenis_kelamin'
  | 'tinggi_badan'
  | 'pendidikan'
  | 'gada_tingkat'
  | 'skck_tanggal',
  string
>;
const EMPTY: Facts = {
  tanggal_lahir: '',
  jenis_kelamin: '',
  tinggi_badan: '',
  pendidikan: '',
  gada_tingkat: '',
  skck_tanggal: '',
};

/**
 * What the check's fields hold (each marked with `data-fact`; no `name`, so that a send before the
 * island's code arrives cannot put a birth date into the page's address).
 */
function factsIn(form: HTMLFormElement | null): Facts {
  const facts = { ...EMPTY };
  for (const control of form?.querySelectorAll<HTMLInputElement>('[data-fact]') ?? []) {
    const name = control.dataset.fact as keyof Facts;
    if (name in facts) facts[name] = control.value;
  }
  return facts;
}

// The checklist's code (zod-free) only once the visitor asks (docs/decisions/041).
const loadRules = () => import('#common/guard-hiring-values');

const CONTROL =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none';
const LABEL = 'block text-sm font-medium text-slate-800';

export function EligibilityCheck({ syarat, educationLevels, gadaLevels }: EligibilityCheckProps) {
  const id = useId();
  const { timeZone } = usePublicConfig();
  const [facts, setFacts] = useState<Facts>(EMPTY);
  const formRef = useRef<HTMLFormElement>(null);
  // On a slow phone a visitor may type before this island's code arrives: the page's fields keep
  // it, and the island takes it over once (else it would judge "not filled" and, at its next
  // render, empty those fields). The page's fields are the outside system here.
  useEffect(() => {
    const typed = factsIn(formRef.current);
    if (Object.values(typed).some(Boolean)) setFacts(typed);
  }, []);
  const [results, setResults] = useState<RequirementResult[] | null>(null);
  const asksHeight = syarat.tinggi_min_pria !== null || syarat.tinggi_min_wanita !== null;
  const today = todayIn(timeZone);

  const set = (name: keyof Facts) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFacts((current) => ({ ...current, [name]: value }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Judged as shown: what the fields hold, which the state follows once the island runs.
    const facts = factsIn(event.currentTarget);
    setFacts(facts);
    const height = Number(facts.tinggi_badan);
    const given: CandidateFacts = {
      tanggal_lahir: facts.tanggal_lahir || null,
      jenis_kelamin: facts.jenis_kelamin || null,
      tinggi_badan: facts.tinggi_badan && Number.isInteger(height) ? height : null,
      pendidikan: facts.pendidikan || null,
      gada_tingkat: facts.gada_tingkat || null,
      skck_tanggal: facts.skck_tanggal || null,
    };
    void loadRules().then(({ evaluateRequirements }) =>
      setResults(evaluateRequirements(syarat, given, today)),
    );
  };

  const field = (name: keyof Facts, label: string, control: ReactNode) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={LABEL}>
        {label}
      </label>
      {control}
    </div>
  );
  /** A control's id (its label's target), value, change handler and look. */
  const bind = (name: keyof Facts) => ({
    id: `${id}-${name}`,
    'data-fact': name,
    value: facts[name],
    onChange: set(name),
    className: CONTROL,
  });
  const choice = (name: keyof Facts, label: string, none: string, options: readonly string[]) =>
    field(
      name,
      label,
      <select {...bind(name)}>
        <option value="">{none}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>,
    );
  const missing = results?.filter((result) => result.terpenuhi === false).length ?? 0;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="border-brand-100 bg-brand-50 mt-10 rounded-2xl border p-5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        {t.checkTitle}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t.checkIntro}</p>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="mt-4 grid gap-4 sm:grid-cols-2"
        aria-describedby={`${id}-result`}
      >
        {field(
          'tanggal_lahir',
          t.birthDate,
          <input type="date" max={today} {...bind('tanggal_lahir')} />,
        )}
        {asksHeight ? (
          <>
            {choice('jenis_kelamin', t.gender, t.choose, GENDERS)}
            {field(
              'tinggi_badan',
              `${g.tinggiBadan} (cm)`,
              <input
                type="number"
                inputMode="numeric"
                min={100}
                max={230}
                {...bind('tinggi_badan')}
              />,
            )}
          </>
        ) : null}
        {syarat.pendidikan_min
          ? choice('pendidikan', g.pendidikan, t.choose, educationLevels)
          : null}
        {syarat.gada_min ? choice('gada_tingkat', g.gadaTingkat, t.noGada, gadaLevels) : null}
        {syarat.skck
          ? field(
              'skck_tanggal',
              g.skckTanggal,
              <input type="date" max={today} {...bind('skck_tanggal')} />,
            )
          : null}
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="bg-brand-700 hover:bg-brand-800 min-h-11 w-full rounded-lg px-5 py-2 font-semibold text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 sm:w-auto"
          >
            {t.checkSubmit}
          </button>
        </div>
      </form>
      <div id={`${id}-result`} role="status" aria-live="polite" className="mt-5">
        {results ? (
          <>
            <h3 className="text-lg font-bold text-slate-900">{t.checkResultTitle}</h3>
            <p className="mt-1 font-semibold text-slate-800">
              {missing ? t.checkSomeMissing(missing) : t.checkAllMet}
            </p>
            <ul className="mt-3 space-y-2">
              {results.map((result) => (
                <ResultLine key={result.kode} result={result} />
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}

const VERDICTS = {
  true: { text: t.met, mark: '✓', className: 'border-green-700 bg-green-50 text-green-900' },
  false: { text: t.notMet, mark: '✗', className: 'border-red-700 bg-red-50 text-red-900' },
  null: { text: t.unknown, mark: '?', className: 'border-slate-400 bg-white text-slate-800' },
} as const;

function ResultLine({ result }: { result: RequirementResult }) {
  const verdict = VERDICTS[String(result.terpenuhi) as keyof typeof VERDICTS];
  return (
    <li className={`flex gap-3 rounded-lg border-l-4 px-3 py-2 ${verdict.className}`}>
      <span aria-hidden="true" className="font-bold">
        {verdict.mark}
      </span>
      <span>
        <strong>
          {t.requirementNames[result.kode]}: {verdict.text}
        </strong>
        <span className="block text-sm">{result.keterangan}</span>
      </span>
    </li>
  );
}
