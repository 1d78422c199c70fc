import { removeFiles, type Storage } from '../../plugins/storage.ts';
import type { UploadedFile } from '../../plugins/uploads.ts';

export { parseResumeList } from '#common/schemas/applicants';

/** The private files of an application: the photo (re-encoded) and the resume documents. */

/**
 * Stores the photo and every resume; on any failure removes what was already stored and rethrows,
 * so a failed request leaves no orphan file.
 */
export async function storeApplicationFiles(
  storage: Storage,
  photo: UploadedFile,
  resumes: UploadedFile[],
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
    return { foto, resume };
  } catch (error) {
    await removeFiles(storage, stored);
    throw error;
  }
}
