import { useState } from 'react';

import { DOCUMENT_LABELS, type DocumentKind, type Verification } from '#common/guard-hiring-values';
import { MAX_DOCUMENT_BYTES } from '#common/rules';
import type { ApplicantDocumentState } from '#common/schemas/guard-hiring';
import { guardHiringScreensText as g } from '#common/texts/guard-hiring-screens';

import { DetailCard } from '../../components/applicant/applicant-profile.tsx';
import { Button } from '../../components/ui/field.tsx';
import { FilePicker, UploadProgress } from '../../components/ui/file-picker.tsx';
import { ApiError, apiUpload } from '../../lib/api-client.ts';
import { shrinkPhotoLazily } from '../../lib/shrink-photo-lazily.ts';

/** A photo (any the phone takes) or a PDF scan, as on the application form. */
const DOCUMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'heic', 'pdf'];

const BADGE: Record<Verification, string> = {
  belum: 'bg-amber-50 text-amber-900 ring-amber-200',
  sah: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  ditolak: 'bg-red-50 text-red-800 ring-red-200',
};

/**
 * The applicant's identity and credential documents on /career/detail
 * (docs/decisions/052-guard-document-loop.md): each with its state and the staff note; a
 * rejected one can be sent again (a photo shrunk first, as on the form), which puts it back in
 * the staff's queue.
 */
export function MyDocumentsCard({
  documents,
  onResent,
}: {
  documents: ApplicantDocumentState[];
  onResent: (document: ApplicantDocumentState) => void;
}) {
  if (documents.length === 0) return null;
  return (
    <DetailCard title={g.myDocumentsTitle}>
      <p className="mb-3 text-sm text-slate-600">{g.myDocumentsIntro}</p>
      <ul className="divide-y divide-slate-100">
        {documents.map((document) => (
          <li key={document.jenis} className="py-3">
            <DocumentLine document={document} onResent={onResent} />
          </li>
        ))}
      </ul>
    </DetailCard>
  );
}

function DocumentLine({
  document,
  onResent,
}: {
  document: ApplicantDocumentState;
  onResent: (document: ApplicantDocumentState) => void;
}) {
  const label = DOCUMENT_LABELS[document.jenis as DocumentKind] ?? document.jenis;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{label}</h3>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${BADGE[document.verifikasi]}`}
        >
          {g.myVerificationLabels[document.verifikasi]}
        </span>
      </div>
      {document.catatan ? (
        <p className="text-sm text-slate-700">{g.staffNote(document.catatan)}</p>
      ) : null}
      {document.verifikasi === 'ditolak' ? (
        <ResendForm jenis={document.jenis as DocumentKind} label={label} onResent={onResent} />
      ) : null}
    </div>
  );
}

function ResendForm({
  jenis,
  label,
  onResent,
}: {
  jenis: DocumentKind;
  label: string;
  onResent: (document: ApplicantDocumentState) => void;
}) {
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const [percent, setPercent] = useState<number | null>(null);

  async function send() {
    if (!file) {
      setError(g.resendChooseFirst);
      return;
    }
    setError(undefined);
    setPercent(0);
    try {
      const form = new FormData();
      form.append('file', await shrinkPhotoLazily(file));
      const saved = await apiUpload<ApplicantDocumentState>(
        'PUT',
        `/user/pelamar/dokumen/${jenis}`,
        form,
        { auth: 'applicant', onProgress: setPercent },
      );
      onResent(saved);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : g.resendFailed);
    } finally {
      setPercent(null);
    }
  }

  return (
    <form
      className="space-y-2 rounded-xl bg-slate-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <FilePicker
        label={g.resendLabel(label)}
        accept="image/*,.pdf,application/pdf"
        extensions={DOCUMENT_EXTENSIONS}
        maxBytes={MAX_DOCUMENT_BYTES}
        error={error}
        onChange={(files) => {
          setFile(files[0]);
          setError(undefined);
        }}
      />
      <UploadProgress percent={percent} />
      <Button type="submit" isBusy={percent !== null} className="min-h-11">
        {percent !== null ? g.resending : g.resendSubmit}
      </Button>
    </form>
  );
}
