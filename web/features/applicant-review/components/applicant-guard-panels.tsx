import { Link } from 'react-router';

import type { RequirementResult } from '#common/schemas/guard-hiring';
import { guardHiringText as g } from '#common/texts/guard-hiring';
import { guardHiringScreensText as t } from '#common/texts/guard-hiring-screens';
import { formatFullDate } from '#common/dates';

import { DetailCard, DetailRow } from '../../../components/applicant/applicant-profile.tsx';

/**
 * Guard-ready hiring on 'Detail Pelamar' (docs/decisions/046): the requirement checklist, the NIK
 * and possible duplicates. The documents with their verification: applicant-documents-card.tsx.
 */

/** The credential facts shown under the NIK, each with its label, when given. */
type Facts = Partial<Record<(typeof FACTS)[number][0], string | number | null>>;
const FACTS = [
  ['tinggi_badan', g.tinggiBadan, ' cm'],
  ['berat_badan', g.beratBadan, ' kg'],
  ['pendidikan', g.pendidikan, ''],
  ['gada_tingkat', g.gadaTingkat, ''],
  ['gada_nomor', g.gadaNomor, ''],
  ['kta_nomor', g.ktaNomor, ''],
  ['kta_berlaku_sampai', g.ktaBerlakuSampai, ''],
  ['skck_tanggal', g.skckTanggal, ''],
  ['surat_sehat_tanggal', g.suratSehatTanggal, ''],
] as const;

const VERDICTS = {
  true: { text: t.met, mark: '✓', className: 'bg-green-100 text-green-900' },
  false: { text: t.notMet, mark: '✗', className: 'bg-red-100 text-red-900' },
  null: { text: t.unknown, mark: '?', className: 'bg-slate-100 text-slate-800' },
} as const;

/** Every requirement as met, not met or not verifiable, with its reason. */
export function RequirementChecklist({ results }: { results: RequirementResult[] }) {
  return (
    <DetailCard title={t.checklistTitle}>
      {results.length === 0 ? (
        <p className="text-sm text-slate-500">{t.checklistEmpty}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t.checklistTitle}>
          {results.map((result) => {
            const verdict = VERDICTS[String(result.terpenuhi) as keyof typeof VERDICTS];
            return (
              <li
                key={result.kode}
                className="flex flex-wrap items-start justify-between gap-2 py-2"
              >
                <span className="text-sm">
                  <span className="block font-semibold text-slate-900">
                    {t.requirementNames[result.kode]}
                  </span>
                  <span className="text-slate-700">{result.keterangan}</span>
                </span>
                <span
                  className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${verdict.className}`}
                >
                  <span aria-hidden="true">{verdict.mark}</span>
                  {verdict.text}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </DetailCard>
  );
}

/** The NIK, the credential facts, and the other applications that share the NIK or phone. */
export function IdentityCard({
  nik,
  duplikat,
  facts,
}: {
  nik: string | null;
  duplikat: number[];
  facts: Facts;
}) {
  if (!nik && duplikat.length === 0) return null;
  return (
    <DetailCard title={t.identityTitle}>
      <dl className="divide-y divide-slate-100">
        {nik ? (
          <DetailRow label={g.nik}>
            <span className="font-mono tracking-wide">{nik}</span>
          </DetailRow>
        ) : null}
        {FACTS.map(([key, label, unit]) =>
          facts[key] === null || facts[key] === undefined ? null : (
            <DetailRow key={key} label={label}>
              {/* Dates written out: '1 April 2027' (docs/decisions/052). */}
              {typeof facts[key] === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(facts[key])
                ? formatFullDate(facts[key])
                : facts[key]}
              {unit}
            </DetailRow>
          ),
        )}
      </dl>
      {duplikat.length ? (
        <div
          role="note"
          className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p className="font-semibold">{t.duplicatesTitle}</p>
          <p>{t.duplicatesHint}</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {duplikat.map((id) => (
              <li key={id}>
                <Link
                  to={`/admin/pelamar/${id}`}
                  className="inline-flex min-h-11 items-center font-semibold text-amber-950 underline underline-offset-2"
                >
                  {t.duplicateLink(id)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </DetailCard>
  );
}
