import { z } from 'zod';

import { contactMessagesText, contactMessagesTextEn as en } from '../texts/contact-messages.ts';
import {
  captchaTokenSchema,
  emailSchema,
  filledText,
  MAX_ROW_ID,
  listQuerySchema,
  optionalText,
  requiredText,
} from './common.ts';

/**
 * Contact messages (docs/product.md §3, §5). The form's resolver and POST /api/kontak use the same fields
 * schema, so both answer with the same Indonesian text naming the field.
 */

export const CONTACT_MIN_PHONE_DIGITS = 8;
export const CONTACT_MAX_PHONE_DIGITS = 15;
/**
 * GET /api/kontak without page or pageSize answers this many newest messages: the product's client
 * expects the whole list (docs/decisions/008-list-paging.md).
 */
export const CONTACT_UNPAGED_LIMIT = 1000;
export const CONTACT_MESSAGE_MAX = 5000;

/**
 * A visitor's phone as people write it ('0812-3456-7890', '+62 812 3456 7890', '(021) 515 0889'):
 * digits with spaces, dots, dashes, parentheses and one leading plus; 8 to 15 digits.
 */
const contactPhoneSchema = filledText(30, {
  required: contactMessagesText.phoneRequired,
  tooLong: contactMessagesText.phoneInvalid,
})
  .regex(/^\+?[\d\s().-]+$/, contactMessagesText.phoneInvalid)
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= CONTACT_MIN_PHONE_DIGITS && digits <= CONTACT_MAX_PHONE_DIGITS;
  }, contactMessagesText.phoneLength);

/** What the visitor fills in. */
export const contactMessageFieldsSchema = z.object({
  // A name is one line: tabs and line breaks become single spaces.
  nama: requiredText('Nama', 100, contactMessagesText.nameRequired).transform((value) =>
    value.replace(/\s+/g, ' '),
  ),
  email: emailSchema,
  telepon: contactPhoneSchema,
  pesan: optionalText('Pesan', CONTACT_MESSAGE_MAX),
});
export type ContactMessageFields = z.input<typeof contactMessageFieldsSchema>;

/**
 * The same fields and rules with English messages: the English pages' form and the API's answer
 * to POST /api/kontak?lang=en (docs/decisions/043).
 */
export const contactMessageFieldsSchemaEn = z.object({
  nama: filledText(100, { required: en.nameRequired, tooLong: en.nameTooLong }).transform((value) =>
    value.replace(/\s+/g, ' '),
  ),
  email: filledText(254, { required: en.emailRequired, tooLong: en.emailInvalid }).pipe(
    z.email({ error: en.emailInvalid }),
  ),
  telepon: filledText(30, { required: en.phoneRequired, tooLong: en.phoneInvalid })
    .regex(/^\+?[\d\s().-]+$/, en.phoneInvalid)
    .refine((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= CONTACT_MIN_PHONE_DIGITS && digits <= CONTACT_MAX_PHONE_DIGITS;
    }, en.phoneLength),
  pesan: z
    .string({ error: en.invalidInput })
    .trim()
    .max(CONTACT_MESSAGE_MAX, en.messageTooLong(CONTACT_MESSAGE_MAX))
    .nullish()
    .transform((value) => value ?? ''),
}) satisfies z.ZodType<z.output<typeof contactMessageFieldsSchema>>;

/** POST /api/kontak: the fields plus the captcha token and a per-fill key against double submits. */
export const contactMessageInputSchema = contactMessageFieldsSchema.extend({
  captchaToken: captchaTokenSchema.nullable(),
  submissionKey: z.uuid({ error: 'submissionKey tidak valid' }).optional(),
});

/** The English form's body, for the English answer when the Indonesian check fails. */
export const contactMessageInputSchemaEn = contactMessageFieldsSchemaEn.extend({
  captchaToken: captchaTokenSchema.nullable(),
  submissionKey: z.uuid({ error: en.invalidInput }).optional(),
});

/** What the API sends (docs/product.md §3: dibaca 0 unread, 1 read). */
export const contactMessageSchema = z.object({
  id: z.number(),
  nama: z.string(),
  email: z.string(),
  telepon: z.string(),
  pesan: z.string(),
  dibaca: z.number(),
  created_at: z.string(),
  /** created_at's calendar day (YYYY-MM-DD) in the company's time zone: the inbox's group date. */
  created_day: z.string(),
  /** 'en' for a message sent from the English pages (docs/decisions/043); absent otherwise. */
  language: z.literal('en').optional(),
  /** The quote request staff made from it (docs/decisions/054); absent while there is none. */
  penawaran: z.object({ id: z.number(), kode: z.string() }).optional(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const CONTACT_STATUSES = ['baru', 'dibaca'] as const;

/** GET /api/kontak (docs/api.md: q, status, date, month, year, page, pageSize). */
export const contactMessageListQuerySchema = listQuerySchema.extend({
  status: z.enum(CONTACT_STATUSES, { error: contactMessagesText.statusFilterInvalid }).optional(),
});
export type ContactMessageListQuery = z.infer<typeof contactMessageListQuerySchema>;

export const contactMessageSentSchema = z.object({ success: z.literal(true), message: z.string() });
/** GET /api/kontak/unread-count: unread messages, only those newer than sinceId when given. */
export const unreadCountQuerySchema = z.object({
  sinceId: z.coerce
    .number({ error: 'sinceId tidak valid' })
    .int('sinceId tidak valid')
    .min(0, 'sinceId tidak valid')
    .max(MAX_ROW_ID, 'sinceId tidak valid')
    .optional(),
});
/** `latestId`: the newest message's id (0 when there is none), what the sidebar badge remembers as seen. */
export const unreadCountSchema = z.object({ unread: z.number(), latestId: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
