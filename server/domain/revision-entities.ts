import { type Kysely, sql } from 'kysely';

import { PAGE_SLUGS, SERVICES } from '#common/rules';
import type { RevisionData, RevisionEntity } from '#common/schemas/revisions';

import type { DB } from '../db/schema.ts';
import { readSetting, SETTING_KEYS, writeSetting } from './site-settings-store.ts';

/**
 * How each kind of content is read and written as one JSON state (docs/decisions/034). Written
 * against the tables directly, so that restoring needs no feature's code: a restore writes the
 * row back (with its old id when it comes out of the trash) and bumps the caches named here.
 */
export interface EntityStore {
  /** A valid item id of this kind (a slug, a service, a row number). */
  isItemId(itemId: string): boolean;
  /** The item's current state; undefined when it does not exist. */
  snapshot(db: Kysely<DB>, itemId: string): Promise<RevisionData | undefined>;
  /** Makes `data` the item's current state, inserting the row again when it is absent. */
  write(db: Kysely<DB>, itemId: string, data: RevisionData, now: string): Promise<void>;
  /** The public cache versions (decision 015) that show this item. */
  cacheNames(itemId: string, data: RevisionData): string[];
  /** Public files the state names (they are kept while any revision or trash entry does). */
  files(data: RevisionData): string[];
  /** A short readable name for lists. */
  label(data: RevisionData): string;
}

const isRowId = (itemId: string) => /^[1-9]\d{0,9}$/.test(itemId);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const nullableText = (value: unknown) => (typeof value === 'string' && value ? value : null);
const fileList = (...values: unknown[]) =>
  values.filter((value): value is string => typeof value === 'string' && value.length > 0);
const GALLERY_SERVICE: Record<number, string> = { 1: 'keamanan', 2: 'kebersihan', 3: 'parkir' };

/** Inserts or updates one row by id, keeping created_at on an update. */
async function upsertRow(
  db: Kysely<DB>,
  table: 'testimonies' | 'faqs' | 'tenants' | 'gallery_photos',
  id: number,
  values: Record<string, unknown>,
  now: string,
) {
  // The four tables share id and timestamps; the values are each entity's own columns.
  const untyped = db as unknown as Kysely<{ row: Record<string, unknown> }>;
  const updated = await untyped
    .updateTable(table as 'row')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await untyped
    .insertInto(table as 'row')
    .values({ id, ...values, created_at: now, updated_at: now })
    .execute();
}

export const ENTITY_STORES: Record<RevisionEntity, EntityStore> = {
  page: {
    isItemId: (itemId) => (PAGE_SLUGS as readonly string[]).includes(itemId),
    snapshot: (db, slug) =>
      db
        .selectFrom('pages')
        .select(['title', 'content'])
        .where('slug', '=', slug)
        .executeTakeFirst(),
    async write(db, slug, data, now) {
      const content = text(data.content);
      await db
        .updateTable('pages')
        .set({
          // The same rule as PUT /pages: a changed privacy notice asks for consent again (0013).
          version: sql<number>`case when content <> ${content} then version + 1 else version end`,
          title: text(data.title),
          content,
          updated_at: now,
        })
        .where('slug', '=', slug)
        .execute();
    },
    cacheNames: (slug) => [`pages:${slug}`],
    files: () => [],
    label: (data) => text(data.title),
  },
  card: {
    isItemId: (itemId) => (SERVICES as readonly string[]).includes(itemId),
    snapshot: (db, service) =>
      db
        .selectFrom('cards')
        .select(['content', 'image_url'])
        .where('service', '=', service)
        .executeTakeFirst(),
    async write(db, service, data, now) {
      await db
        .updateTable('cards')
        .set({
          content: nullableText(data.content),
          image_url: nullableText(data.image_url),
          updated_at: now,
        })
        .where('service', '=', service)
        .execute();
    },
    cacheNames: () => ['cards'],
    files: (data) => fileList(data.image_url),
    label: (data) =>
      text(data.content)
        .replace(/<[^>]*>/g, ' ')
        .trim()
        .slice(0, 80),
  },
  'site-settings': {
    isItemId: (itemId) => itemId === SETTING_KEYS.company,
    snapshot: async (db) =>
      ((await readSetting(db, SETTING_KEYS.company)) as RevisionData | undefined) ?? {},
    write: (db, _itemId, data, now) => writeSetting(db, SETTING_KEYS.company, data, now),
    cacheNames: () => ['site-settings'],
    files: () => [],
    label: (data) => text(data.name),
  },
  testimony: {
    isItemId: isRowId,
    snapshot: (db, id) =>
      db
        .selectFrom('testimonies')
        .select(['name', 'organization', 'message', 'photo'])
        .where('id', '=', Number(id))
        .executeTakeFirst(),
    write: (db, id, data, now) =>
      upsertRow(
        db,
        'testimonies',
        Number(id),
        {
          name: text(data.name),
          organization: nullableText(data.organization),
          message: text(data.message),
          photo: nullableText(data.photo),
        },
        now,
      ),
    cacheNames: () => ['testimonies'],
    files: (data) => fileList(data.photo),
    label: (data) => text(data.name),
  },
  faq: {
    isItemId: isRowId,
    snapshot: (db, id) =>
      db
        .selectFrom('faqs')
        .select(['question', 'answer'])
        .where('id', '=', Number(id))
        .executeTakeFirst(),
    write: (db, id, data, now) =>
      upsertRow(
        db,
        'faqs',
        Number(id),
        { question: text(data.question), answer: text(data.answer) },
        now,
      ),
    cacheNames: () => ['faqs'],
    files: () => [],
    label: (data) => text(data.question),
  },
  tenant: {
    isItemId: isRowId,
    snapshot: (db, id) =>
      db.selectFrom('tenants').select(['nama']).where('id', '=', Number(id)).executeTakeFirst(),
    write: (db, id, data, now) =>
      upsertRow(db, 'tenants', Number(id), { nama: text(data.nama) }, now),
    cacheNames: () => ['tenants'],
    files: () => [],
    label: (data) => text(data.nama),
  },
  'gallery-photo': {
    isItemId: isRowId,
    snapshot: (db, id) =>
      db
        .selectFrom('gallery_photos')
        .select(['gallery_id', 'service_type', 'photo_url'])
        .where('id', '=', Number(id))
        .executeTakeFirst(),
    write: (db, id, data, now) =>
      upsertRow(
        db,
        'gallery_photos',
        Number(id),
        {
          gallery_id: Number(data.gallery_id),
          service_type: text(data.service_type),
          photo_url: text(data.photo_url),
        },
        now,
      ),
    cacheNames: (_id, data) => [
      `gallery:${GALLERY_SERVICE[Number(data.gallery_id)] ?? 'keamanan'}`,
    ],
    files: (data) => fileList(data.photo_url),
    label: (data) => `Galeri ${text(data.service_type)}`,
  },
};

/** Current rows that show public files: a file named here is in use. */
export async function filesInUse(db: Kysely<DB>, url: string) {
  const [card, testimony, photo] = await Promise.all([
    db.selectFrom('cards').select('id').where('image_url', '=', url).executeTakeFirst(),
    db.selectFrom('testimonies').select('id').where('photo', '=', url).executeTakeFirst(),
    db.selectFrom('gallery_photos').select('id').where('photo_url', '=', url).executeTakeFirst(),
  ]);
  return Boolean(card || testimony || photo);
}
