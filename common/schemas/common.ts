import './zod-setup.ts';

import { z } from 'zod';

import { ERROR_CODES, type ErrorCode } from '../error-codes.ts';
import { LANGS } from '../lang.ts';
import { MAX_PAGE_SIZE, MAX_PHONE_DIGITS, MIN_PHONE_DIGITS } from '../rules.ts';
import { fieldText } from '../texts/common.ts';
import { privacyText } from '../texts/privacy.ts';

/**
 * Building blocks for every feature schema. Each message names its field in Indonesian so the
 * form and the API's 400 answer say the same thing.
 */

/** The largest id: the id columns are 32-bit on PostgreSQL (a larger one would be a 500). */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a JSON body: a positive whole number that fits an id column, else `message`. */
export const rowIdSchema = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message);

/** A row id as a URL parameter: a positive whole number that fits an id column. */
export const idSchema = z.coerce
  .number({ error: fieldText.idInvalid })
  .int(fieldText.idInvalid)
  .positive(fieldText.idInvalid)
  .max(MAX_ROW_ID, fieldText.idInvalid);

export const idParamSchema = z.object({ id: idSchema });

/** An applicant account's id as a URL parameter (`/user/pelamar/:userId`). */
export const userIdParamSchema = z.object({ userId: idSchema });

/**
 * A text field's messages: when it is missing or blank, and when it is too long; one text
 * answers both.
 */
export type TextMessages = string | { required: string; tooLong: string };

const messagesOf = (messages: TextMessages) =>
  typeof messages === 'string' ? { required: messages, tooLong: messages } : messages;

/** A required, trimmed text of at most `max` characters. */
export function filledText(max: number, texts: TextMessages) {
  const messages = messagesOf(texts);
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong);
}

/**
 * A password as typed: required and never trimmed (spaces are part of a passphrase), capped so
 * a huge body cannot keep the password hasher busy.
 */
export function passwordText(max: number, texts: TextMessages) {
  const messages = messagesOf(texts);
  return z
    .string({ error: messages.required })
    .min(1, messages.required)
    .max(max, messages.tooLong);
}

/** A required, trimmed text with a length cap; the messages name the field. */
export function requiredText(label: string, max: number, requiredMessage?: string) {
  return filledText(max, {
    required: requiredMessage ?? fieldText.required(label),
    tooLong: fieldText.tooLong(label, max),
  });
}

/**
 * Rich text from the editor, at most `max` characters: not trimmed (the server sanitizes it);
 * missing and null become ''.
 */
export function richText(max: number, messages: { invalid: string; tooLong: string }) {
  return z
    .string({ error: messages.invalid })
    .max(max, messages.tooLong)
    .nullish()
    .transform((value) => value ?? '');
}

/** An optional text: missing, null and blank all become ''. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: fieldText.mustBeText(label) })
    .trim()
    .max(max, fieldText.tooLong(label, max))
    .nullish()
    .transform((value) => value ?? '');
}

/** An optional text stored as null when none: missing, null and blank all become null. */
export function nullableText(max: number, messages: { invalid: string; tooLong: string }) {
  return z
    .string({ error: messages.invalid })
    .trim()
    .max(max, messages.tooLong)
    .nullish()
    .transform((value) => value || null);
}

export const emailSchema = filledText(254, {
  required: fieldText.emailRequired,
  tooLong: fieldText.emailTooLong,
}).pipe(z.email({ error: fieldText.emailInvalid }));

/** Phone: digits only, 10 to 15 (docs/product.md §5, §9). */
export const phoneSchema = z
  .string({ error: fieldText.phoneRequired })
  .trim()
  .min(1, fieldText.phoneRequired)
  .regex(/^\d+$/, fieldText.phoneDigitsOnly)
  .min(MIN_PHONE_DIGITS, fieldText.phoneMin(MIN_PHONE_DIGITS))
  .max(MAX_PHONE_DIGITS, fieldText.phoneMax(MAX_PHONE_DIGITS));

/** An optional whole number from min to max, read from a query string. */
function wholeNumberIn(min: number, max: number, message: string) {
  return z.coerce.number().int().min(min, message).max(max, message).optional();
}

/** Query parameters shared by the big lists (docs/api.md: q, date, month, year, page, pageSize). */
export const listQuerySchema = z.object({
  q: z.string().trim().max(200, fieldText.searchTooLong).optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, fieldText.dateFormat)
    .optional(),
  month: wholeNumberIn(1, 12, fieldText.monthInvalid),
  year: wholeNumberIn(2000, 2100, fieldText.yearInvalid),
  page: z.coerce.number().int().min(1, fieldText.pageInvalid).optional(),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, fieldText.pageSizeInvalid)
    .max(MAX_PAGE_SIZE, fieldText.pageSizeMax(MAX_PAGE_SIZE))
    .optional(),
});

/** `lang` of the public JSON reads (docs/api.md): `en` answers the English text where there is one. */
export const langQuerySchema = z.object({
  lang: z.enum(LANGS, { error: fieldText.langInvalid }).optional().default('id'),
});

/**
 * The English twin of an optional text (docs/decisions/043): the same length rule, a message that
 * names the field in English. Missing stays undefined (the stored English text is kept: an edit in
 * one language never changes the other); null and blank become null (the Indonesian text shows).
 */
export function englishText(label: string, max: number) {
  return z
    .string({ error: fieldText.mustBeText(fieldText.english(label)) })
    .trim()
    .max(max, fieldText.tooLong(fieldText.english(label), max))
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));
}

/** The English twin of a rich text: same cap, same keeping of a missing field; blank becomes null. */
export function englishRichText(max: number, messages: { invalid: string; tooLong: string }) {
  return z
    .string({ error: messages.invalid })
    .max(max, messages.tooLong)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value?.trim() ? value : null));
}

/** A row's created_at and updated_at as answers send them (migrations/helpers.ts withTimestamps). */
export const timestampFields = { created_at: z.string(), updated_at: z.string() };

export const okSchema = z.object({ success: z.literal(true), message: z.string().optional() });
/**
 * Every 4xx/5xx answer: the Indonesian (or, on English pages, English) text for people and a
 * stable code for programs (common/error-codes.ts). Clients act on `code`, never on the text.
 */
export const errorSchema = z.object({
  error: z.string(),
  code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]).describe(
    Object.entries(ERROR_CODES)
      .map(([code, meaning]) => `\`${code}\`: ${meaning}`)
      .join('\n'),
  ),
});

export const captchaTokenSchema = z.string().max(10_000).optional();

/**
 * Consent to the privacy notice (UU PDP 27/2022, docs/product.md §11). `persetujuan`: JSON `true`, or the text 'true' in a multipart form; anything else (missing,
 * false, 'on') is a 400 that names the field.
 */
export const consentSchema = z
  .union([z.boolean(), z.string()], { error: privacyText.consentRequired })
  .transform((value) => value === true || value === 'true')
  .refine((value) => value, privacyText.consentRequired);
