import { randomBytes } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { Question, QuestionInput, VacancyValues } from '#common/schemas/vacancies';

import type { DB } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/http-errors.ts';
import { toVacancy } from '../../domain/vacancy-rows.ts';
import { applicationCountsByVacancy } from '../../domain/applicants/counts.ts';
import { vacancyHasApplications } from '../../domain/applicants/rows.ts';

/** Vacancy rows (docs/decisions/031): plain Kysely, rows or undefined, no HTTP (docs/conventions.md §3). */

/** What a save writes: the checked input with its description already sanitized. */
export type VacancyWrite = Omit<VacancyValues, 'pertanyaan'> & { pertanyaan: QuestionInput[] };

/**
 * Question ids stay with their question across edits (answers name them); a new question gets
 * the next id of this vacancy, never one used before by a question that was removed.
 */
export function assignQuestionIds(before: Question[], input: QuestionInput[]): Question[] {
  const known = new Set(before.map((q) => q.id));
  let next = Math.max(0, ...before.map((q) => q.id)) + 1;
  return input.map((q) => ({
    id: q.id !== undefined && known.has(q.id) ? q.id : next++,
    teks: q.teks,
    jawaban_diharapkan: q.jawaban_diharapkan ?? null,
  }));
}

function columns(values: VacancyWrite, questions: Question[]) {
  return {
    judul: values.judul,
    posisi: values.posisi,
    kota: values.kota,
    provinsi: values.provinsi,
    lokasi: values.lokasi,
    jenis: values.jenis,
    kuota: values.kuota,
    deskripsi: values.deskripsi,
    gaji_min: values.gaji_min,
    gaji_max: values.gaji_max,
    tampilkan_gaji: values.tampilkan_gaji ? 1 : 0,
    ditutup_pada: values.ditutup_pada,
    status: values.status,
    pertanyaan: JSON.stringify(questions),
    syarat: JSON.stringify(values.syarat),
  };
}

const COUNTED_SLUG_TRIES = 5;
const MAX_SLUG_TRIES = 10;

/** `base` when free, else the first free `base-N` (N from 2). */
async function firstFreeSlug(db: Kysely<DB>, base: string) {
  const rows = await db
    .selectFrom('vacancies')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

function isForeignKeyViolation(error: unknown) {
  const err = error as { code?: string } | undefined;
  return err?.code === '23503' || err?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

export function vacanciesRepo(db: Kysely<DB>) {
  async function findBy(column: 'slug' | 'id', value: string | number) {
    const row = await db
      .selectFrom('vacancies')
      .selectAll()
      .where(column, '=', value)
      .executeTakeFirst();
    return row ? toVacancy(row) : undefined;
  }

  return {
    /** Open and not past their closing date, the most recently opened first. */
    async listOpen(today: string) {
      const rows = await db
        .selectFrom('vacancies')
        .selectAll()
        .where('status', '=', 'dibuka')
        .where('ditutup_pada', '>=', today)
        .orderBy('dibuka_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toVacancy);
    },

    /** The slugs the public may ask for: every vacancy but drafts (a closed one answers 410). */
    async publicSlugs() {
      const rows = await db
        .selectFrom('vacancies')
        .select('slug')
        .where('status', '!=', 'draft')
        .execute();
      return rows.map((row) => row.slug);
    },

    /** Every vacancy for staff, newest first, with its applications and flagged ones counted. */
    async listAllWithCounts() {
      const [rows, counts] = await Promise.all([
        db
          .selectFrom('vacancies')
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute(),
        applicationCountsByVacancy(db),
      ]);
      const byId = new Map(counts.map((c) => [Number(c.lowongan_id), c]));
      return rows.map((row) => ({
        ...toVacancy(row),
        jumlah_pelamar: Number(byId.get(row.id)?.n ?? 0),
        tidak_memenuhi: Number(byId.get(row.id)?.flagged ?? 0),
      }));
    },

    findBySlug: (slug: string) => findBy('slug', slug),
    findById: (id: number) => findBy('id', id),

    /**
     * Inserts under `baseSlug`, or the first free `baseSlug-2`, `-3`… The unique index decides:
     * when staff save the same title at once, the losers look again, and after a few rounds
     * take a random suffix, so a burst of saves always ends.
     */
    async create(values: VacancyWrite, baseSlug: string, now: string) {
      const questions = assignQuestionIds([], values.pertanyaan);
      for (let attempt = 1; attempt <= MAX_SLUG_TRIES; attempt += 1) {
        const slug =
          attempt <= COUNTED_SLUG_TRIES
            ? await firstFreeSlug(db, baseSlug)
            : `${baseSlug}-${randomBytes(3).toString('hex')}`;
        try {
          const row = await db
            .insertInto('vacancies')
            .values({
              ...columns(values, questions),
              slug,
              dibuka_at: values.status === 'dibuka' ? now : null,
              created_at: now,
              updated_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          return toVacancy(row);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw new Error('no free slug for a vacancy');
    },

    /** Saves every field but the slug (an old link keeps working after a title change). */
    async update(id: number, values: VacancyWrite, now: string) {
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('vacancies')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!before) return undefined;
        const questions = assignQuestionIds(toVacancy(before).pertanyaan, values.pertanyaan);
        const row = await trx
          .updateTable('vacancies')
          .set({
            ...columns(values, questions),
            dibuka_at: before.dibuka_at ?? (values.status === 'dibuka' ? now : null),
            updated_at: now,
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return toVacancy(row);
      });
    },

    /** 'deleted', 'missing', or 'has-applications' (then nothing is deleted). */
    async remove(id: number): Promise<'deleted' | 'missing' | 'has-applications'> {
      return db
        .transaction()
        .execute(async (trx) => {
          if (await vacancyHasApplications(trx, id)) return 'has-applications';
          const result = await trx.deleteFrom('vacancies').where('id', '=', id).executeTakeFirst();
          return Number(result.numDeletedRows) > 0 ? 'deleted' : 'missing';
        })
        .catch((error: unknown) => {
          // An application that arrived after the check: the foreign key refuses the delete.
          if (isForeignKeyViolation(error)) return 'has-applications' as const;
          throw error;
        });
    },

    /** Closes open vacancies whose last day is before `today`; returns their ids. */
    async closeExpired(today: string, now: string) {
      const rows = await db
        .updateTable('vacancies')
        .set({ status: 'ditutup', updated_at: now })
        .where('status', '=', 'dibuka')
        .where('ditutup_pada', '<', today)
        .returning(['id'])
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

export type VacanciesRepo = ReturnType<typeof vacanciesRepo>;
