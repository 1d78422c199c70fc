import type { z } from 'zod';

import { badRequest } from './http-errors.ts';

/** `?lang=en`: a call from the English page, answered in English (docs/decisions/043). */
export const isEnglish = (request: { query: unknown }) =>
  (request.query as { lang?: unknown } | undefined)?.lang === 'en';

/**
 * The 400 of a body that failed its schema, in the page's language: the English schema is the
 * same rules with English texts, so its first issue names the same field.
 */
export function invalidBody(
  body: unknown,
  schemas: { id: z.ZodType; en: z.ZodType },
  english: boolean,
  fallback: string,
) {
  const issue = (english ? schemas.en : schemas.id).safeParse(body).error?.issues[0];
  const isConsent = issue?.path[0] === 'persetujuan';
  return badRequest(issue?.message ?? fallback, isConsent ? 'consent_required' : undefined);
}
