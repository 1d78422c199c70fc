import type { AnyDb } from './helpers.ts';
import { addNullableColumns } from './helpers.ts';

/**
 * Alt texts of the gallery photos, in both languages (docs/decisions/043): `alt` the Indonesian
 * text, `alt_en` its English twin. Both nullable: a photo without an alt text keeps the one made
 * from the service's name and the photo's place, in the page's language.
 */
export async function up(db: AnyDb) {
  await addNullableColumns(db, 'gallery_photos', { alt: 'text', alt_en: 'text' });
}
