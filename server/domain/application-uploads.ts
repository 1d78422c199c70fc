import { open } from 'node:fs/promises';

import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES, MAX_RESUME_FILES } from '#common/rules';
import { DOCUMENT_KINDS, DOCUMENT_LABELS, type DocumentKind } from '#common/schemas/guard-hiring';
import { guardHiringText as t } from '#common/texts/guard-hiring';

import type { SniffedType } from '../lib/file-types.ts';
import type { Storage } from '../ports/storage.ts';

/**
 * The file parts of an application, how each is checked and how it is stored: shared by
 * POST /api/pelamar and POST /api/pelamar/berkas, which stages one part ahead of the application
 * (docs/decisions/046 for the documents, 048 for staging). Both read the same spec and store
 * through the same function, so a staged file passed exactly the checks a sent one passes.
 */

/** An identity or credential document: one photo or PDF per kind (docs/decisions/046). */
const SCAN = { kind: 'scan', maxBytes: MAX_DOCUMENT_BYTES, maxFiles: 1 } as const;

export const APPLICATION_UPLOADS = {
  foto: { kind: 'image', maxBytes: MAX_IMAGE_BYTES, maxFiles: 1 },
  resume: { kind: 'document', maxBytes: MAX_DOCUMENT_BYTES, maxFiles: MAX_RESUME_FILES },
  ...(Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind, SCAN])) as Record<
    DocumentKind,
    typeof SCAN
  >),
} as const;

/** `foto`, `resume` or a document kind: a file part's field name. */
export type ApplicationFileKind = keyof typeof APPLICATION_UPLOADS;

export const isApplicationFileKind = (value: string): value is ApplicationFileKind =>
  Object.hasOwn(APPLICATION_UPLOADS, value);

/** A file read from a request into the upload spool, its type sniffed (server/plugins/uploads.ts). */
export interface SpooledFile extends SniffedType {
  path: string;
  size: number;
}

/**
 * One file of an application: sent with it (still in the spool, stored when the application is)
 * or staged before (already checked and stored; `key` is its storage key).
 */
export type ApplicationFile =
  { source: 'upload'; file: SpooledFile } | { source: 'staged'; id: string; key: string };

/** The name a message gives a file part. */
export const fileLabel = (jenis: ApplicationFileKind) =>
  jenis === 'foto' ? 'Foto' : jenis === 'resume' ? 'CV' : DOCUMENT_LABELS[jenis];

/** How far from its end a complete PDF has its `%%EOF` marker (trailing bytes are allowed). */
const PDF_TAIL_BYTES = 2048;

/** False for a PDF cut short (an interrupted upload): it ends without its `%%EOF` marker. */
async function isCompletePdf(file: SpooledFile) {
  const handle = await open(file.path, 'r');
  try {
    const length = Math.min(PDF_TAIL_BYTES, file.size);
    const tail = Buffer.alloc(length);
    await handle.read(tail, 0, length, file.size - length);
    return tail.includes('%%EOF');
  } finally {
    await handle.close();
  }
}

/** The 400 text for a document sent as a PDF cut short; undefined when it is whole or an image. */
export async function incompletePdfProblem(jenis: DocumentKind, file: SpooledFile) {
  if (file.ext !== 'pdf' || (await isCompletePdf(file))) return undefined;
  return t.pdfIncomplete(DOCUMENT_LABELS[jenis]);
}

/**
 * Stores one spooled file as its part is stored: the photo and a document's image re-encoded
 * privately (which also proves they decode; a damaged one throws a 400), a resume or a
 * document's PDF as sent. Returns the private storage key.
 */
export async function storeApplicationFile(
  storage: Pick<Storage, 'saveImage' | 'saveDocument'>,
  jenis: ApplicationFileKind,
  file: SpooledFile,
) {
  if (jenis === 'foto') return storage.saveImage(file.path, 'private');
  if (jenis === 'resume' || file.ext === 'pdf') return storage.saveDocument(file.path, file.ext);
  return storage.saveImage(file.path, 'private');
}
