import { useState } from 'react';

import {
  type ApplicantDocument,
  DOCUMENT_LABELS,
  type Verification,
  isSpecificDocument,
} from '#common/schemas/guard-hiring';
import { applicationFormText as f } from '#common/texts/applicants';
import { commonText } from '#common/texts/common';
import { guardHiringScreensText as t } from '#common/texts/guard-hiring-screens';

import { DetailCard } from '../../../components/applicant/applicant-profile.tsx';
import { Button } from '../../../components/ui/field.tsx';
import { showError, showSuccess } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useVerifyDocument } from '../applicant-review.queries.ts';
import { DocumentThumbnail } from './document-thumbnail.tsx';

/**
 * The one 'Dokumen' card of 'Detail Pelamar' (docs/product.md §2, docs/decisions/058): each
 * identity and credential document with a thumbnail, its state and, for `canVerify` (hrd,
 * superadmin), 'Sah' or 'Ditolak' with a note in place; then the files sent with the application
 * (CV), as links under their thumbnails. SKCK and health certificates open for hrd and superadmin
 * only (`canOpenSpecific`).
 */
export function ApplicantDocumentsCard({
  applicantId,
  documents,
  applicationFiles,
  canVerify,
  canOpenSpecific,
}: {
  applicantId: number;
  documents: ApplicantDocument[];
  /** The signed links of the files sent with the application (resume). */
  applicationFiles: string[];
  canVerify: boolean;
  canOpenSpecific: boolean;
}) {
  return (
    <DetailCard title={f.documents}>
      {documents.length === 0 && applicationFiles.length === 0 ? (
        <p className="text-sm text-slate-500">{f.noDocuments}</p>
      ) : null}
      {documents.length ? (
        <ul className="divide-y divide-slate-100" aria-label={t.documentsTitle}>
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
      ) : null}
      {applicationFiles.length ? (
        <div className="mt-2 border-t border-slate-100 pt-3">
          <h3 className="mb-2 text-sm font-semibold text-slate-700">{t.applicationFiles}</h3>
          <ul className="flex flex-wrap gap-4">
            {applicationFiles.map((url, index) => {
              const name =
                applicationFiles.length > 1 ? f.documentNumbered(index + 1) : f.documentSingle;
              return (
                <li key={url} className="flex items-center gap-3">
                  <DocumentThumbnail url={url} label={name} />
                  <a href={url} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
                    {name}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </DetailCard>
  );
}

const LINK_CLASS =
  'text-brand-700 inline-flex min-h-11 items-center text-sm font-semibold underline-offset-2 hover:underline';

const BADGES: Record<Verification, string> = {
  belum: 'bg-slate-100 text-slate-800',
  sah: 'bg-green-100 text-green-900',
  ditolak: 'bg-red-100 text-red-900',
};

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
  const url = canOpen ? document.url : null;

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

  return (
    <li className="space-y-2 py-3">
      <div className="flex items-start gap-3">
        <DocumentThumbnail url={url} label={label} />
        <div className="min-w-0 flex-1">
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
          {url ? (
            <div className="flex flex-wrap gap-x-4">
              <a href={url} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
                {t.open} <span className="sr-only">{label}</span>
              </a>
              <a href={url} download className={LINK_CLASS}>
                {t.download} <span className="sr-only">{label}</span>
              </a>
            </div>
          ) : (
            <p className="text-sm text-slate-600">{t.specificOnly}</p>
          )}
        </div>
      </div>
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
