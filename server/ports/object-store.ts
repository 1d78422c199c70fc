import type { Readable } from 'node:stream';

/**
 * Where upload bytes live: local disk or an S3-compatible bucket (docs/decisions/013). Keys are
 * `public/images/{id}-{width}.webp`, `private/photos/{id}.webp` and
 * `private/documents/{id}.{ext}` in both, so a backup or a move between stores copies keys as
 * they are.
 */

export interface StoredObject {
  body: Readable;
  size: number;
  etag?: string;
}

export interface PutOptions {
  contentType: string;
  cacheControl?: string;
}

export interface ObjectStore {
  /** For logs and messages: where the files are (never a secret). */
  readonly description: string;
  /** Writes an object whole or not at all (no half-written object under the key). */
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  /** The object, or undefined when there is none under the key. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Deletes objects; missing ones are fine. */
  remove(keys: string[]): Promise<void>;
  /** Every object, in key order within each listing page. */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** Throws when the store cannot be reached (health check, start). */
  check(): Promise<void>;
  close(): Promise<void>;
}

export const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  webp: 'image/webp',
};
