import type { Kysely } from 'kysely';

import { MAX_RESUME_FILES, MAX_STAGED_UPLOADS } from '#common/rules';
import type { DocumentKind } from '#common/schemas/guard-hiring';
import { applicantsText } from '#common/texts/applicants';
import { apiErrorText } from '#common/texts/common';

import type { DB } from '../../db/schema.ts';
import {
  type ApplicationFile,
  type ApplicationFileKind,
  fileLabel,
  isApplicationFileKind,
  storeApplicationFile,
} from '../../domain/application-uploads.ts';
import { findStagedUploads } from '../../domain/staged-uploads.ts';
import { badRequest, payloadTooLarge } from '../../lib/http-errors.ts';
import { removeFiles, type Storage } from '../../ports/storage.ts';
import type { UploadedFile } from '../../plugins/uploads.ts';

export { parseResumeList } from '#common/schemas/applicants';

/**
 * The private files of an application: the photo (re-encoded), the resume documents and the
 * identity and credential documents (docs/decisions/046): an image is re-encoded as the photo
 * is (which also proves it decodes), a PDF stored as sent once its bytes said it is one. Each
 * may have been sent with the application or staged before it (docs/decisions/048).
 */

export interface DocumentUpload {
  jenis: DocumentKind;
  file: ApplicationFile;
}

/** Each file part of an application, sent or staged, by its field name. */
export type ApplicationFiles = Partial<Record<ApplicationFileKind, ApplicationFile[]>>;

/** Opaque staged ids: base64url of 16 random bytes (server/features/staged-uploads). */
const STAGED_ID = /^[A-Za-z0-9_-]{22}$/;

/** `berkas`, staged ids separated by commas, as a list without repeats; 400 when too long. */
function stagedIds(berkas: string | undefined) {
  const ids = [
    ...new Set(
      (berkas ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length > MAX_STAGED_UPLOADS)
    throw badRequest(applicantsText.stagedIdsTooMany(MAX_STAGED_UPLOADS));
  return ids;
}

/**
 * The application's files: the parts sent in the request plus the staged files `berkas` names.
 * Every id must be a staged file of this applicant (else 400 stagedFilesGone); a photo or
 * document given twice is a 400, more CVs than MAX_RESUME_FILES a 413 as when sent. A read only:
 * the application's transaction claims the staged rows (applicationsRepo.createWithConsent).
 */
export async function applicationFiles(
  db: Kysely<DB>,
  userId: number,
  berkas: string | undefined,
  uploaded: Record<string, UploadedFile[] | undefined>,
) {
  const ids = stagedIds(berkas);
  if (ids.some((id) => !STAGED_ID.test(id))) throw badRequest(applicantsText.stagedFilesGone);
  const rows = await findStagedUploads(db, userId, ids);
  if (rows.length !== ids.length) throw badRequest(applicantsText.stagedFilesGone);
  const files: ApplicationFiles = {};
  // Staged first, in the order `berkas` names them; the order of the CVs is kept.
  for (const id of ids) {
    const row = rows.find((staged) => staged.id === id)!;
    if (!isApplicationFileKind(row.jenis)) throw badRequest(applicantsText.stagedFilesGone);
    (files[row.jenis] ??= []).push({ source: 'staged', id, key: row.file_key });
  }
  for (const [field, list] of Object.entries(uploaded))
    if (isApplicationFileKind(field))
      for (const file of list ?? []) (files[field] ??= []).push({ source: 'upload', file });
  for (const [field, list] of Object.entries(files) as [ApplicationFileKind, ApplicationFile[]][])
    if (field === 'resume' && list.length > MAX_RESUME_FILES)
      throw payloadTooLarge(`${apiErrorText.tooManyFiles} (resume: maksimal ${MAX_RESUME_FILES})`);
    else if (field !== 'resume' && list.length > 1)
      throw badRequest(applicantsText.fileSentTwice(fileLabel(field)));
  return files;
}

/**
 * Stores the sent files (staged ones are stored already); on any failure removes what it stored
 * and rethrows, so a failed request leaves no orphan file. `uploaded` lists the keys this request
 * stored: the only ones a later refusal may remove (a staged file stays staged). `claimed` lists
 * the staged ids the application uses; one it does not use (a document sent to a position that
 * asks none) stays staged until the purge, as a sent one is not stored.
 */
export async function storeApplicationFiles(
  storage: Storage,
  photo: ApplicationFile,
  resumes: ApplicationFile[],
  documents: DocumentUpload[] = [],
) {
  const uploaded: string[] = [];
  const claimed: string[] = [];
  const keyOf = async (jenis: ApplicationFileKind, file: ApplicationFile) => {
    if (file.source === 'staged') {
      claimed.push(file.id);
      return file.key;
    }
    const key = await storeApplicationFile(storage, jenis, file.file);
    uploaded.push(key);
    return key;
  };
  try {
    const foto = await keyOf('foto', photo);
    const resume: string[] = [];
    for (const file of resumes) resume.push(await keyOf('resume', file));
    const dokumen: { jenis: DocumentKind; file_key: string }[] = [];
    for (const { jenis, file } of documents)
      dokumen.push({ jenis, file_key: await keyOf(jenis, file) });
    return { foto, resume, dokumen, uploaded, claimed };
  } catch (error) {
    await removeFiles(storage, uploaded);
    throw error;
  }
}
