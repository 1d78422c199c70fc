import type { Kysely } from 'kysely';

import { EMPLOYMENT_TYPES, POSITIONS, VACANCY_STATUSES } from '#common/rules';
import type { ApplicationVacancy } from '#common/schemas/applicants';
import {
  NO_REQUIREMENTS,
  vacancyRequirementsSchema,
  type VacancyRequirements,
} from '#common/schemas/guard-hiring';
import { type Question, questionSchema, type Vacancy } from '#common/schemas/vacancies';

import type { DB, VacancyRow } from '../db/schema.ts';

/**
 * A vacancy row as the vacancies feature and the applicants feature read it (docs/decisions/031): the
 * applicants' routes check the vacancy an application names, the stats name vacancies.
 */

/** The shared cache-version key of everything public that shows vacancies (decision 015). */
export const VACANCIES_CACHE_KEY = 'lowongan';

function parseQuestions(text: string): Question[] {
  try {
    const parsed = questionSchema.array().safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The stored requirements (docs/decisions/046); none when absent or unreadable. */
export function parseRequirements(text: string | null): VacancyRequirements {
  if (!text) return NO_REQUIREMENTS;
  try {
    const parsed = vacancyRequirementsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : NO_REQUIREMENTS;
  } catch {
    return NO_REQUIREMENTS;
  }
}

const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** A row as the API sends it to staff (salary as stored). */
export function toVacancy(row: VacancyRow): Vacancy {
  return {
    id: row.id,
    slug: row.slug,
    judul: row.judul,
    posisi: oneOf(POSITIONS, row.posisi, 'Security'),
    kota: row.kota,
    provinsi: row.provinsi,
    lokasi: row.lokasi,
    jenis: oneOf(EMPLOYMENT_TYPES, row.jenis, 'Kontrak'),
    kuota: Number(row.kuota),
    deskripsi: row.deskripsi,
    gaji_min: row.gaji_min === null ? null : Number(row.gaji_min),
    gaji_max: row.gaji_max === null ? null : Number(row.gaji_max),
    tampilkan_gaji: Boolean(Number(row.tampilkan_gaji)),
    ditutup_pada: row.ditutup_pada,
    status: oneOf(VACANCY_STATUSES, row.status, 'draft'),
    pertanyaan: parseQuestions(row.pertanyaan),
    syarat: parseRequirements(row.syarat),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** docs/product.md §10: the public never sees a salary that staff chose not to show. */
export function publicVacancy(vacancy: Vacancy): Vacancy {
  return vacancy.tampilkan_gaji ? vacancy : { ...vacancy, gaji_min: null, gaji_max: null };
}

export async function findVacancyById(db: Kysely<DB>, id: number) {
  const row = await db.selectFrom('vacancies').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toVacancy(row) : undefined;
}

/** Open vacancies' slugs and last change, for sitemap.xml (docs/decisions/031). */
export function openVacancyLinks(db: Kysely<DB>, today: string) {
  return db
    .selectFrom('vacancies')
    .select(['slug', 'updated_at'])
    .where('status', '=', 'dibuka')
    .where('ditutup_pada', '>=', today)
    .orderBy('id', 'desc')
    .execute();
}

/**
 * The vacancy each application names, as the applications show it next to the position (title,
 * city, slug), by vacancy id. Without `ids`: every vacancy (a CSV export reads them all once).
 */
export async function applicationVacancies(
  db: Kysely<DB>,
  ids?: ReadonlyArray<number | null>,
): Promise<Map<number, ApplicationVacancy>> {
  const wanted = ids && [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted && wanted.length === 0) return new Map();
  let query = db.selectFrom('vacancies').select(['id', 'judul', 'kota', 'slug']);
  if (wanted) query = query.where('id', 'in', wanted);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** One application's vacancy, or null (applied to a position only, or the vacancy is gone). */
export async function applicationVacancy(db: Kysely<DB>, id: number | null) {
  if (id === null) return null;
  return (await applicationVacancies(db, [id])).get(id) ?? null;
}
