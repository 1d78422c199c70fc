import { fileTypeFromBuffer } from 'file-type';

/**
 * Decides what a file is from its first bytes, never from its name or declared type.
 * `image` accepts the formats sharp re-encodes; `document` accepts PDF, Word 97-2003 (.doc, an
 * OLE compound file) and Word 2007+ (.docx).
 */

export type FileKind = 'image' | 'document';

export interface SniffedType {
  mime: string;
  ext: string;
}

const ALLOWED: Record<FileKind, Record<string, string>> = {
  image: {
    'image/jpeg': 'jpg',
    'image/png': 'png',
    'image/webp': 'webp',
    'image/gif': 'gif',
    'image/avif': 'avif',
    'image/heic': 'heic',
  },
  document: {
    'application/pdf': 'pdf',
    'application/x-cfb': 'doc',
    'application/msword': 'doc',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  },
};

export const ALLOWED_LABELS: Record<FileKind, string> = {
  image: 'JPG, PNG, WebP, GIF, AVIF atau HEIC',
  document: 'PDF, DOC atau DOCX',
};

/** How many leading bytes sniffing needs (docx is recognised from its zip directory). */
export const SNIFF_BYTES = 64 * 1024;

export async function sniffFileType(
  head: Uint8Array,
  kind: FileKind,
): Promise<SniffedType | undefined> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return undefined;
  const ext = ALLOWED[kind][detected.mime];
  return ext
    ? { mime: detected.mime === 'application/x-cfb' ? 'application/msword' : detected.mime, ext }
    : undefined;
}
