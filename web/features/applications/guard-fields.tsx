import { useEffect, useMemo, useState } from 'react';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';

import {
  DOCUMENT_LABELS,
  type DocumentKind,
  EDUCATION_LEVELS,
  GADA_LEVELS,
  HEIGHT_CM,
  type VacancyRequirements,
  WEIGHT_KG,
  asksHeight,
  evaluateRequirements,
  nikProblem,
  requiredDocuments,
} from '#common/guard-hiring-values';
import type { Vacancy } from '#common/schemas/vacancies';
import { guardHiringText as g } from '#common/texts/guard-hiring';
import { guardHiringScreensText as t } from '#common/texts/guard-hiring-screens';

import { bindField } from '../../components/ui/bind-field.ts';
import { NumberField, SelectField, TextField } from '../../components/ui/field.tsx';
import { SelectOptions, optionsOf } from '../../components/ui/select-options.tsx';
import { GUARD_DRAFT_FIELDS, readGuardDraft, saveGuardDraft } from './application-draft.ts';
import { requirementsOf } from '../../components/vacancy/vacancy-requirements.ts';
import { DocumentFileField } from './document-file-field.tsx';
import type { StagedFile } from './staged-upload.ts';

/**
 * The identity and credential part of an application to a vacancy (docs/decisions/046): the NIK
 * and a KTP photo always, and what the vacancy's `syarat` asks (height and weight, education,
 * SKCK, Gada, KTA, health certificate). The shared rules (common/schemas/guard-hiring.ts) check it here
 * with the server's own messages; the server stays the judge. Text fields but the NIK are kept on
 * the device with the rest of the form (web/features/applications/application-draft.ts).
 */

type GuardValues = Record<'nik' | (typeof GUARD_DRAFT_FIELDS)[number], string>;

/** Height and weight, asked together where the vacancy names a minimum height. */
const BODY_MEASURES = [
  { name: 'tinggi_badan', label: `${g.tinggiBadan} (cm)`, range: HEIGHT_CM },
  { name: 'berat_badan', label: `${g.beratBadan} (kg)`, range: WEIGHT_KG },
] as const;
/** Keeps digits, at most 16 (a NIK). */
const nikDigits = (value: string) => value.replace(/\D/g, '').slice(0, 16);

/** The text fields and documents the vacancy's form shows: only these are checked and sent. */
function shownFor(s: VacancyRequirements) {
  const fields: (keyof GuardValues)[] = [
    'nik',
    ...(asksHeight(s) ? (['tinggi_badan', 'berat_badan'] as const) : []),
    ...(s.pendidikan_min ? (['pendidikan'] as const) : []),
    ...(s.skck ? (['skck_tanggal'] as const) : []),
    ...(s.gada_min
      ? (['gada_tingkat', 'gada_nomor', 'kta_nomor', 'kta_berlaku_sampai'] as const)
      : []),
    ...(s.surat_sehat ? (['surat_sehat_tanggal'] as const) : []),
  ];
  const documents: DocumentKind[] = [
    'ktp',
    ...(s.skck ? (['skck'] as const) : []),
    ...(s.gada_min ? (['sertifikat_gada', 'kta'] as const) : []),
    ...(s.surat_sehat ? (['surat_sehat'] as const) : []),
  ];
  return { fields, documents };
}

export interface GuardFieldsState {
  syarat: VacancyRequirements;
  /** The company's today (YYYY-MM-DD): no credential date after it. */
  today: string;
  form: UseFormReturn<GuardValues>;
  documents: Partial<Record<DocumentKind, StagedFile>>;
  documentErrors: Partial<Record<DocumentKind, string>>;
  setDocument: (kind: DocumentKind, document: StagedFile | undefined) => void;
  /**
   * Checks the fields for an applicant with this birth date and sex; marks what is wrong and
   * (with `focus`) moves to the first. True when the form may be sent.
   */
  check: (birthDate: string, gender: string, focus?: boolean) => Promise<boolean>;
  /** The shown documents' uploads, and what adds the shown fields to the application. */
  prepare: () => { uploads: StagedFile[]; addFields: (body: FormData) => void };
}

export function useGuardFields(
  vacancy: Vacancy | undefined,
  userId: number,
  today: string,
): GuardFieldsState | null {
  const syarat = useMemo(() => requirementsOf(vacancy), [vacancy]);
  const [documents, setDocuments] = useState<GuardFieldsState['documents']>({});
  const [documentErrors, setDocumentErrors] = useState<GuardFieldsState['documentErrors']>({});
  const form = useForm<GuardValues>({
    defaultValues: { nik: '', ...blankValues(), ...readGuardDraft(userId) },
  });
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => saveGuardDraft(userId, values),
      }),
    [form, userId],
  );
  if (!vacancy) return null;
  const shown = shownFor(syarat);
  const shownValues = () => {
    const values = form.getValues();
    return Object.fromEntries(shown.fields.map((name) => [name, values[name]])) as GuardValues;
  };

  const check = async (birthDate: string, gender: string, focus = true) => {
    // Unreachable checks (a dropped connection) leave the field rules to the server, as the
    // form's resolver does (web/lib/lazy-resolver.ts); the NIK and documents are checked anyway.
    const checks = await import('./application-checks.ts').catch(() => null);
    const values = shownValues();
    form.clearErrors();
    const result = checks?.guardFieldsSchema(syarat, () => today).safeParse(values);
    const marked = new Set<string>();
    for (const issue of result?.error?.issues ?? []) {
      const name = String(issue.path[0]) as keyof GuardValues;
      if (marked.has(name)) continue;
      marked.add(name);
      form.setError(name, { message: issue.message });
    }
    const nikMessage = marked.has('nik') ? null : nikProblem(values.nik.trim(), birthDate, gender);
    if (nikMessage) {
      marked.add('nik');
      form.setError('nik', { message: nikMessage });
    }
    const missing: GuardFieldsState['documentErrors'] = {};
    for (const kind of requiredDocuments(syarat))
      if (!documents[kind])
        missing[kind] = kind === 'ktp' ? g.ktpRequired : g.documentRequired(DOCUMENT_LABELS[kind]);
    setDocumentErrors(missing);
    const isValid = marked.size === 0 && Object.keys(missing).length === 0;
    if (!isValid && focus)
      requestAnimationFrame(() =>
        document
          .querySelector<HTMLElement>('[data-guard-fields] [aria-invalid="true"]')
          ?.focus({ preventScroll: false }),
      );
    return isValid;
  };

  const prepare = () => {
    const values = shownValues();
    return {
      uploads: shown.documents.flatMap((kind) => documents[kind] ?? []),
      addFields: (body: FormData) => {
        for (const [name, value] of Object.entries(values))
          if (value.trim()) body.append(name, value.trim());
      },
    };
  };

  return {
    syarat,
    today,
    form,
    documents,
    documentErrors,
    setDocument: (kind, chosen) => {
      documents[kind]?.cancel();
      setDocuments((current) => ({ ...current, [kind]: chosen }));
      setDocumentErrors((current) => ({ ...current, [kind]: undefined }));
    },
    check,
    prepare,
  };
}

const blankValues = () =>
  Object.fromEntries(GUARD_DRAFT_FIELDS.map((name) => [name, ''])) as Omit<GuardValues, 'nik'>;

/**
 * What the filled-in height, education and Gada level say against the vacancy's minimum, as soon
 * as they are filled (docs/decisions/058): the same judgement as the staff checklist, so the
 * applicant learns before sending, not after. Unmet ones only; the server stays the judge.
 */
function useLiveProblems(state: GuardFieldsState, gender: string) {
  const [tinggi, pendidikan, gada] = useWatch({
    control: state.form.control,
    name: ['tinggi_badan', 'pendidikan', 'gada_tingkat'],
  });
  const height = /^\d{2,3}$/.test(tinggi ?? '') ? Number(tinggi) : null;
  const results = evaluateRequirements(
    state.syarat,
    {
      jenis_kelamin: gender || null,
      tinggi_badan: height,
      pendidikan: pendidikan || null,
      gada_tingkat: gada || null,
    },
    state.today,
  );
  const problem = (kode: string, isFilled: boolean) => {
    const result = results.find((r) => r.kode === kode);
    return isFilled && result?.terpenuhi === false ? result.keterangan : undefined;
  };
  return {
    tinggi_badan: problem('tinggi', height !== null),
    pendidikan: problem('pendidikan', Boolean(pendidikan)),
    gada_tingkat: problem('gada', Boolean(gada)),
  } as Partial<Record<keyof GuardValues, string>>;
}

/** A live requirement problem under its field, announced politely as it appears. */
function LiveProblem({ text }: { text: string | undefined }) {
  return (
    <p aria-live="polite" className="mt-1 text-sm text-red-700 empty:hidden">
      {text}
    </p>
  );
}

/** The fields themselves, in the application form's grid; `gender` as chosen above them. */
export function GuardFields({ state, gender }: { state: GuardFieldsState; gender: string }) {
  const { syarat, today, form, documentErrors, setDocument } = state;
  const live = useLiveProblems(state, gender);
  const bind = (name: keyof GuardValues) => {
    const bound = bindField(form, name);
    return {
      ...bound,
      onChange: (event: { target: { value: string } }) => {
        form.clearErrors(name);
        return bound.onChange(event);
      },
    };
  };
  const documentField = (kind: DocumentKind, label = DOCUMENT_LABELS[kind]) => (
    <DocumentFileField
      kind={kind}
      label={label}
      error={documentErrors[kind]}
      onChange={(chosen) => setDocument(kind, chosen)}
    />
  );
  const nik = bind('nik');
  // A select restored from the kept draft shows its value from the first paint.
  const kept = (name: keyof GuardValues) => form.formState.defaultValues?.[name];

  return (
    <fieldset data-guard-fields className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="text-base font-bold text-slate-900">{t.identityLegend}</legend>
      <p className="text-sm text-slate-600 sm:col-span-2">{t.identityHint}</p>
      <TextField
        label={g.nik}
        inputMode="numeric"
        autoComplete="off"
        maxLength={16}
        hint={t.nikHint}
        {...nik}
        onChange={(event) => {
          event.target.value = nikDigits(event.target.value);
          return nik.onChange(event);
        }}
      />
      {documentField('ktp')}
      {asksHeight(syarat)
        ? BODY_MEASURES.map(({ name, label, range }) => (
            <div key={name}>
              <NumberField label={label} min={range.min} max={range.max} {...bind(name)} />
              {name === 'tinggi_badan' ? <LiveProblem text={live.tinggi_badan} /> : null}
            </div>
          ))
        : null}
      {syarat.pendidikan_min ? (
        <div>
          <SelectField
            label={g.pendidikan}
            hint={t.educationAsked(syarat.pendidikan_min)}
            {...bind('pendidikan')}
            defaultValue={kept('pendidikan')}
          >
            <SelectOptions emptyLabel={t.choose} options={optionsOf(EDUCATION_LEVELS)} />
          </SelectField>
          <LiveProblem text={live.pendidikan} />
        </div>
      ) : null}
      {syarat.skck ? (
        <>
          {documentField('skck')}
          <TextField label={g.skckTanggal} type="date" max={today} {...bind('skck_tanggal')} />
        </>
      ) : null}
      {syarat.gada_min ? (
        <>
          {documentField('sertifikat_gada')}
          <div>
            <SelectField
              label={g.gadaTingkat}
              hint={t.gadaAsked(syarat.gada_min)}
              {...bind('gada_tingkat')}
              defaultValue={kept('gada_tingkat')}
            >
              <SelectOptions emptyLabel={t.choose} options={optionsOf(GADA_LEVELS)} />
            </SelectField>
            <LiveProblem text={live.gada_tingkat} />
          </div>
          <TextField label={g.gadaNomor} autoComplete="off" {...bind('gada_nomor')} />
          {documentField('kta', t.ktaOptional)}
          <TextField label={g.ktaNomor} autoComplete="off" {...bind('kta_nomor')} />
          <TextField label={g.ktaBerlakuSampai} type="date" {...bind('kta_berlaku_sampai')} />
        </>
      ) : null}
      {syarat.surat_sehat ? (
        <>
          {documentField('surat_sehat')}
          <TextField
            label={g.suratSehatTanggal}
            type="date"
            max={today}
            {...bind('surat_sehat_tanggal')}
          />
        </>
      ) : null}
    </fieldset>
  );
}
