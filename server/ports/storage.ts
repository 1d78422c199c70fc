import type { ObjectStore } from './object-store.ts';

/**
 * File storage as the domain and the features use it: `app.storage` (server/plugins/storage.ts)
 * implements it over local disk or an S3-compatible bucket (docs/decisions/005, 013).
 */

export interface Storage {
  /** Re-encodes an image. Public: three WebP widths, returns its /uploads URL. Private: returns a key. */
  saveImage(source: Buffer | string, visibility: 'public' | 'private'): Promise<string>;
  /** Stores a private document from a temporary file (streamed); returns its key. */
  saveDocument(sourcePath: string, ext: string): Promise<string>;
  /** Deletes a public image (every width) by URL or a private file by key; missing files are fine. */
  remove(urlOrKey: string | null | undefined): Promise<void>;
  /** A URL that serves a private file until it expires; `viewer` (who gets it) is audited. */
  signedUrl(key: string, ttlSeconds?: number, viewer?: string): string;
  /** Throws when the file store cannot be reached (GET /api/health). */
  check(): Promise<void>;
  /** Where uploads are spooled while a request is read. */
  tmpDir: string;
  /** The bytes themselves (backups). */
  store: ObjectStore;
}

/** Deletes stored files by key; never throws (a missing file is fine). */
export async function removeFiles(storage: Pick<Storage, 'remove'>, keys: string[]) {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}
