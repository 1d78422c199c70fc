import type { AnyDb } from './helpers.ts';

/**
 * The English version of the public site (docs/decisions/043): beside each editable Indonesian
 * text a nullable English twin named with the suffix `_en` (null: the Indonesian text shows), and
 * the language a contact message was written from ('id' for every message so far).
 */
const ENGLISH_COLUMNS: Record<string, string[]> = {
  pages: ['title_en', 'content_en'],
  page_drafts: ['title_en', 'content_en'],
  cards: ['content_en'],
  testimonies: ['organization_en', 'message_en'],
  faqs: ['question_en', 'answer_en'],
  tenants: ['nama_en'],
};

export async function up(db: AnyDb) {
  for (const [table, columns] of Object.entries(ENGLISH_COLUMNS)) {
    for (const column of columns)
      await db.schema.alterTable(table).addColumn(column, 'text').execute();
  }
  await db.schema
    .alterTable('contact_messages')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('id'))
    .execute();
}
