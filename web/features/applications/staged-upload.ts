import type { DocumentKind } from '#common/guard-hiring-values';

import { apiUpload } from '../../lib/api-client.ts';
import { shrinkPhotoLazily } from '../../lib/shrink-photo-lazily.ts';

/** The files of an application, by the names the server reads them under. */
export type UploadKind = 'foto' | 'resume' | DocumentKind;

/**
 * A file sent ahead of its application (docs/decisions/048): to POST /api/pelamar/berkas as soon
 * as it is chosen (a photo once shrunk), so on slow mobile data the upload runs while the rest of
 * the form is filled in. `id` settles to the server's id for it, or to null when it could not go
 * ahead (offline, the connection dropped, a refusal, too many waiting): the application then
 * carries the file itself, and the server's answer there is the one the applicant sees.
 */
export interface StagedFile {
  kind: UploadKind;
  /** The file as it leaves the phone. */
  file: Promise<File>;
  id: Promise<string | null>;
  /** Bytes sent so far and in all (0 of 0 until it starts), for the progress bar. */
  progress: { loaded: number; total: number };
  /** Stops sending it (the applicant chose another file); `id` settles to null. */
  cancel: () => void;
}

export function stageFile(kind: UploadKind, file: Promise<File>): StagedFile {
  const stop = new AbortController();
  const progress = { loaded: 0, total: 0 };
  const id = file.then(async (sent) => {
    if (stop.signal.aborted) return null;
    progress.total = sent.size;
    const body = new FormData();
    body.append(kind, sent);
    try {
      const staged = await apiUpload<{ id: string }>('POST', '/pelamar/berkas', body, {
        auth: 'applicant',
        signal: stop.signal,
        onProgress: (_percent, loaded, total) => Object.assign(progress, { loaded, total }),
      });
      progress.loaded = progress.total;
      return staged.id;
    } catch {
      // Not sent ahead (offline, aborted, refused, the server busy): it goes with the application.
      progress.loaded = 0;
      return null;
    }
  });
  return { kind, file, id, progress, cancel: () => stop.abort() };
}

/**
 * The uploads of files chosen in place of those of `before` (whose uploads stop): a photo is
 * shrunk first (web/lib/shrink-photo-lazily.ts), anything else goes as chosen.
 */
export function restage(before: StagedFile[], chosen: File[], kind: UploadKind) {
  for (const upload of before) upload.cancel();
  return chosen.map((file) =>
    stageFile(kind, kind === 'resume' ? Promise.resolve(file) : shrinkPhotoLazily(file)),
  );
}

/**
 * Adds `uploads` to an application's body: the ids of those sent ahead in one `berkas` field, the
 * others as files. With `ahead` false (the server no longer had one of them) every file goes
 * in the body. Resolves, once every file is shrunk and every upload ahead has settled, to those
 * that went ahead.
 */
export async function appendUploads(
  body: FormData,
  uploads: StagedFile[],
  ahead = true,
): Promise<StagedFile[]> {
  const settled = await Promise.all(
    uploads.map(async (upload) => ({
      upload,
      id: ahead ? await upload.id : null,
      file: await upload.file,
    })),
  );
  const ids = settled.flatMap(({ id }) => (id ? [id] : []));
  if (ids.length) body.append('berkas', ids.join(','));
  for (const { upload, id, file } of settled) if (!id) body.append(upload.kind, file);
  return settled.flatMap(({ upload, id }) => (id ? [upload] : []));
}

/** How much of `uploads` (and of the application's own body, when given) has been sent. */
export function percentSent(uploads: StagedFile[], body?: { loaded: number; total: number }) {
  const parts = [...uploads.map((upload) => upload.progress), ...(body ? [body] : [])];
  const total = parts.reduce((sum, part) => sum + part.total, 0);
  const loaded = parts.reduce((sum, part) => sum + part.loaded, 0);
  return total ? Math.round((loaded / total) * 100) : 0;
}
