import type { Storage } from '../../plugins/storage.ts';
import type { UploadedFile } from '../../plugins/uploads.ts';

/**
 * The private files of an application: the photo (re-encoded) and the resume documents.
 * SPEC §3: a resume may arrive as a list of addresses, a text holding a list, or a single address.
 */

/** Resume keys from the stored text: a JSON list, a JSON text holding a list, or one address. */
export function parseResumeList(value: unknown): string[] {
  let parsed: unknown = value;
  for (let depth = 0; depth < 3 && typeof parsed === 'string'; depth += 1) {
    const text = parsed.trim();
    if (!text.startsWith('[') && !text.startsWith('"')) break;
    try {
      parsed = JSON.parse(text);
    } catch {
      break; // SPEC §3: when parsing fails it is one address
    }
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  return list.filter((item): item is string => typeof item === 'string').map((item) => item.trim()).filter((item) => item.length > 0);
}

/**
 * Stores the photo and every resume; on any failure removes what was already stored and rethrows,
 * so a failed request leaves no orphan file.
 */
export async function storeApplicationFiles(storage: Storage, photo: UploadedFile, resumes: UploadedFile[]) {
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

/** Deletes stored files by key; never throws (a missing file is fine). */
export async function removeFiles(storage: Storage, keys: string[]) {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}
