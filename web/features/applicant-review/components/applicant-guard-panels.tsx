import { useState } from 'react';
import { Link } from 'react-router';

import {
  type ApplicantDocument,
  DOCUMENT_LABELS,
  type RequirementResult,
  type Verification,
  isSpecificDocument,
} from '#common/schemas/guard-hiring';
import { guardHiringText as g } from '#common/texts/guard-hiring';
import { guardHiringScreensText as t } from '#common/texts/guard-hiring-screens';
import { commonText } from '#common/texts/common';
import { formatFullDate } from '#common/dates';

import { DetailCard, DetailRow } from '../../../components/applicant/applicant-profile.tsx';
import { Button } from '../../../components/ui/field.tsx';
import { showError, showSuccess } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useVerifyDocument } from '../applicant-review.queries.ts';

/**
 * Guard-ready hiring on 'Detail Pelamar' (docs/decisions/046): the requirement checklist, the NIK
 * and possible duplicates, and the identity and credential documents with their verification.
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

const BADGES: Record<Verification, string> = {
  belum: 'bg-slate-100 text-slate-800',
  sah: 'bg-green-100 text-green-900',
  ditolak: 'bg-red-100 text-red-900',
};

/**
 * The identity and credential documents: open and download, and for `canVerify` (hrd,
 * superadmin) 'Sah' or 'Ditolak' with a note. SKCK and health certificates open for hrd and
 * superadmin only (`canOpenSpecific`).
 */
export function CredentialDocuments({
  applicantId,
  documents,
  canVerify,
  canOpenSpecific,
}: {
  applicantId: number;
  documents: ApplicantDocument[];
  canVerify: boolean;
  canOpenSpecific: boolean;
}) {
  if (documents.length === 0) return null;
  return (
    <DetailCard title={t.documentsTitle}>
      <ul className="divide-y divide-slate-100">
        {documents.map((document) => (
          <DocumentRow
            key={document.jenis}
            applicantId={applicantId}
            document={document}
            canVerify={canVerify}
            canOpen={canOpenSpecific || !isSpecificDocument(document.jenis)}
          />
        ))}
      </ul>
    </DetailCard>
  );
}

function DocumentRow({
  applicantId,
  document,
  canVerify,
  canOpen,
}: {
  applicantId: number;
  document: ApplicantDocument;
  canVerify: boolean;
  canOpen: boolean;
}) {
  const label = DOCUMENT_LABELS[document.jenis];
  const [note, setNote] = useState(document.catatan ?? '');
  const verify = useVerifyDocument(applicantId);
  const noteId = `catatan-${document.jenis}`;

  const save = async (verifikasi: Verification) => {
    try {
      await verify.mutateAsync({
        jenis: document.jenis,
        verifikasi,
        catatan: note.trim() || null,
        sebelumnya: document.verifikasi,
      });
    } catch (error) {
      // 409: a colleague verified it first; the text names the new state, which now shows.
      const isNamed = error instanceof ApiError && [400, 409].includes(error.status);
      return showError(commonText.error, isNamed ? error.message : t.verificationFailed);
    }
    await showSuccess(commonText.success, t.verificationSaved, 1500);
  };
  /** 'Sah' or 'Ditolak', busy while that verdict is being saved; named with the document. */
  const verdictButton = (verifikasi: Verification, text: string) => (
    <Button
      type="button"
      variant={verifikasi === 'ditolak' ? 'danger' : 'primary'}
      className="min-h-11"
      isBusy={verify.isPending && verify.variables?.verifikasi === verifikasi}
      aria-label={`${text}: ${label}`}
      onClick={() => void save(verifikasi)}
    >
      {text}
    </Button>
  );

  const linkClass =
    'text-brand-700 inline-flex min-h-11 items-center text-sm font-semibold underline-offset-2 hover:underline';
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">{label}</span>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGES[document.verifikasi]}`}
        >
          {t.verificationLabels[document.verifikasi]}
        </span>
      </div>
      {document.catatan ? (
        <p className="text-sm text-slate-700">
          {t.note}: {document.catatan}
        </p>
      ) : null}
      {canOpen && document.url ? (
        <div className="flex flex-wrap gap-4">
          <a href={document.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {t.open} <span className="sr-only">{label}</span>
          </a>
          <a href={document.url} download className={linkClass}>
            {t.download} <span className="sr-only">{label}</span>
          </a>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t.specificOnly}</p>
      )}
      {canVerify ? (
        <div className="space-y-2">
          <label htmlFor={noteId} className="block text-sm font-medium text-slate-700">
            {t.noteFor(label)}
          </label>
          <textarea
            id={noteId}
            rows={2}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className="focus:border-brand-500 focus:ring-brand-200 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm focus:ring-2 focus:outline-none"
          />
          <div className="flex flex-wrap gap-2">
            {verdictButton('sah', t.markValid)}
            {verdictButton('ditolak', t.markRejected)}
          </div>
        </div>
      ) : null}
    </li>
  );
}
