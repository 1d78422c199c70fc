import type { DocumentKind } from '#common/schemas/guard';

import { removeFiles, type Storage } from '../../ports/storage.ts';
import type { UploadedFile } from '../../plugins/uploads.ts';

export { parseResumeList } from '#common/schemas/applicants';

/**
 * The private files of an application: the photo (re-encoded), the resume documents and the
 * identity and credential documents (docs/decisions/046): an image is re-encoded as the photo
 * is (which also proves it decodes), a PDF stored as sent once its bytes said it is one.
 */

export interface DocumentUpload {
  jenis: DocumentKind;
  file: UploadedFile;
}

/**
 * Stores the photo and every resume; on any failure removes what was already stored and rethrows,
 * so a failed request leaves no orphan file.
 */
export async function storeApplicationFiles(
  storage: Storage,
  photo: UploadedFile,
  resumes: UploadedFile[],
  documents: DocumentUpload[] = [],
) {
  const stored: string[] = [];
  try {
    const foto = await storage.saveImage(photo.path, 'private');
    stored.push(foto);
    const resume: string[] = [];
    for (const file of resumes) {
      const key = await storage.saveDocument(file.path, file.ext);
      stored.push(key);
      resume.push(key);
    }
    const dokumen: { jenis: DocumentKind; file_key: string }[] = [];
    for (const { jenis, file } of documents) {
      const key =
        file.ext === 'pdf'
          ? await storage.saveDocument(file.path, 'pdf')
          : await storage.saveImage(file.path, 'private');
      stored.push(key);
      dokumen.push({ jenis, file_key: key });
    }
    return { foto, resume, dokumen };
  } catch (error) {
    await removeFiles(storage, stored);
    throw error;
  }
}
