import { type Kysely, sql } from 'kysely';

import { withoutEmptyEnglish } from '#common/lang';
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

// The helpers below take the table as a value, which Kysely's types cannot follow; the state they
// read and write is plain JSON whatever the table.
const untyped = (db: Kysely<DB>) => db as unknown as Kysely<{ row: Record<string, unknown> }>;

type RowTable = 'testimonies' | 'faqs' | 'tenants' | 'gallery_photos';

/** The `columns` of the `table` row whose `key` is `value`: an item's state, if it exists. */
async function selectState(
  db: Kysely<DB>,
  table: keyof DB,
  columns: string[],
  key: string,
  value: string | number,
) {
  const row = (await untyped(db)
    .selectFrom(table as 'row')
    .select(columns)
    .where(key, '=', value)
    .executeTakeFirst()) as RevisionData | undefined;
  // An English field names itself only when it holds a text (docs/decisions/043).
  return row && withoutEmptyEnglish(row);
}

/** Inserts or updates one row by id, keeping created_at on an update. */
async function upsertRow(
  db: Kysely<DB>,
  table: RowTable,
  id: number,
  values: Record<string, unknown>,
  now: string,
) {
  // The four tables share id and timestamps; the values are each entity's own columns.
  const updated = await untyped(db)
    .updateTable(table as 'row')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await untyped(db)
    .insertInto(table as 'row')
    .values({ id, ...values, created_at: now, updated_at: now })
    .execute();
}

/**
 * An entity that is one row of `table` by its id: its state is the `columns`, each read back
 * from the JSON by its function, and a restore writes the row (again) under that id.
 */
function rowEntity(
  table: RowTable,
  columns: Record<string, (value: unknown) => unknown>,
  shown: Pick<EntityStore, 'cacheNames' | 'files' | 'label'>,
): EntityStore {
  const read = (data: RevisionData) =>
    Object.fromEntries(Object.entries(columns).map(([name, from]) => [name, from(data[name])]));
  return {
    isItemId: isRowId,
    snapshot: (db, id) => selectState(db, table, Object.keys(columns), 'id', Number(id)),
    write: (db, id, data, now) => upsertRow(db, table, Number(id), read(data), now),
    ...shown,
  };
}

export const ENTITY_STORES: Record<RevisionEntity, EntityStore> = {
  page: {
    isItemId: (itemId) => (PAGE_SLUGS as readonly string[]).includes(itemId),
    snapshot: (db, slug) =>
      selectState(db, 'pages', ['title', 'content', 'title_en', 'content_en'], 'slug', slug),
    async write(db, slug, data, now) {
      const content = text(data.content);
      await db
        .updateTable('pages')
        .set({
          // The same rule as PUT /pages: a changed privacy notice asks for consent again (0013).
          version: sql<number>`case when content <> ${content} then version + 1 else version end`,
          title: text(data.title),
          content,
          title_en: nullableText(data.title_en),
          content_en: nullableText(data.content_en),
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
      selectState(db, 'cards', ['content', 'content_en', 'image_url'], 'service', service),
    async write(db, service, data, now) {
      await db
        .updateTable('cards')
        .set({
          content: nullableText(data.content),
          content_en: nullableText(data.content_en),
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
  testimony: rowEntity(
    'testimonies',
    {
      name: text,
      organization: nullableText,
      message: text,
      photo: nullableText,
      organization_en: nullableText,
      message_en: nullableText,
    },
    {
      cacheNames: () => ['testimonies'],
      files: (data) => fileList(data.photo),
      label: (data) => text(data.name),
    },
  ),
  faq: rowEntity(
    'faqs',
    { question: text, answer: text, question_en: nullableText, answer_en: nullableText },
    { cacheNames: () => ['faqs'], files: () => [], label: (data) => text(data.question) },
  ),
  tenant: rowEntity(
    'tenants',
    { nama: text, nama_en: nullableText },
    { cacheNames: () => ['tenants'], files: () => [], label: (data) => text(data.nama) },
  ),
  'gallery-photo': rowEntity(
    'gallery_photos',
    {
      gallery_id: Number,
      service_type: text,
      photo_url: text,
      alt: nullableText,
      alt_en: nullableText,
    },
    {
      cacheNames: (_id, data) => [
        `gallery:${GALLERY_SERVICE[Number(data.gallery_id)] ?? 'keamanan'}`,
      ],
      files: (data) => fileList(data.photo_url),
      label: (data) => `Galeri ${text(data.service_type)}`,
    },
  ),
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
