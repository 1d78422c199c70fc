import type { Kysely } from 'kysely';

import { MAX_ROW_ID } from '#common/schemas/common';
import { answersInputSchema, isVacancyOpen, matchAnswers } from '#common/schemas/vacancies';
import { vacanciesText as t } from '#common/texts/vacancies';

import type { DB } from '../db/schema.ts';
import { invalid, invalidFields } from '../lib/refusal.ts';
import { findVacancyById } from './vacancy-rows.ts';

/**
 * The vacancy an application names (`lowongan_id`) and its answers (`jawaban`, JSON text in the
 * multipart form), checked against the vacancy (docs/product.md §10): a draft,
 * closed, expired or unknown vacancy is a 400, and the answers must be exactly one 'ya'/'tidak'
 * per question. An answer against an expected one only flags the application (
 * never silently refused).
 */
export async function vacancyChoice(db: Kysely<DB>, fields: Record<string, string>, today: string) {
  const rawId = fields.lowongan_id?.trim();
  const rawAnswers = fields.jawaban?.trim();
  if (!rawId) {
    if (rawAnswers && rawAnswers !== '{}') throw invalid(t.jawabanWithoutQuestions);
    return { vacancy: undefined, answers: null, meets: true };
  }
  // Above the id columns' range is no vacancy, and PostgreSQL would refuse it with an error.
  if (!/^\d{1,10}$/.test(rawId) || Number(rawId) < 1 || Number(rawId) > MAX_ROW_ID)
    throw invalid(t.lowonganIdInvalid);
  const vacancy = await findVacancyById(db, Number(rawId));
  if (!vacancy || !isVacancyOpen(vacancy, today)) throw invalid(t.lowonganNotOpen);

  let answers: unknown = {};
  if (rawAnswers) {
    try {
      answers = JSON.parse(rawAnswers);
    } catch {
      throw invalid(t.jawabanInvalid);
    }
  }
  const parsed = answersInputSchema.safeParse(answers);
  if (!parsed.success) throw invalidFields(parsed.error.issues, t.jawabanInvalid);
  if (vacancy.pertanyaan.length === 0) {
    if (Object.keys(parsed.data).length > 0) throw invalid(t.jawabanWithoutQuestions);
    return { vacancy, answers: null, meets: true };
  }
  const matched = matchAnswers(vacancy.pertanyaan, parsed.data);
  if (!matched) throw invalid(t.jawabanMismatch);
  return { vacancy, answers: matched.answers, meets: matched.meets };
}
