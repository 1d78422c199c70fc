import { z } from 'zod';

import { SERVICES } from '../rules.ts';
import { cardsText } from '../texts/cards.ts';
import { englishRichText, richText } from './common.ts';

/** Service cards (docs/product.md §3: id, service, image_url optional, content HTML optional). */

export const MAX_CARD_CONTENT_CHARS = 50_000;

/** keamanan, kebersihan or parkir; any letter case is accepted. */
export const serviceSchema = z
  .string({ error: cardsText.serviceInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.enum(SERVICES, { error: cardsText.serviceInvalid }));

export const cardSchema = z.object({
  id: z.number(),
  service: z.string(),
  image_url: z.string().nullable(),
  content: z.string().nullable(),
  content_en: z.string().nullish(),
});
export type Card = z.infer<typeof cardSchema>;

/** GET /cards/:service: the card without its row id. */
export const cardDetailSchema = cardSchema.omit({ id: true });
export type CardDetail = z.infer<typeof cardDetailSchema>;

/** PUT /cards: the description; the server sanitizes it. */
export const cardInputSchema = z.object({
  service: serviceSchema,
  content: richText(MAX_CARD_CONTENT_CHARS, {
    invalid: cardsText.contentInvalid,
    tooLong: cardsText.contentTooLong(MAX_CARD_CONTENT_CHARS),
  }),
  content_en: englishRichText(MAX_CARD_CONTENT_CHARS, {
    invalid: cardsText.contentInvalid,
    tooLong: cardsText.contentTooLong(MAX_CARD_CONTENT_CHARS),
  }),
});

/** The text fields of POST /cards/upload (the `image` file is checked by its bytes). */
export const cardUploadFieldsSchema = z.object({ service: serviceSchema });

export const cardUploadResultSchema = z.object({ success: z.literal(true), image_url: z.string() });
export type CardUploadResult = z.infer<typeof cardUploadResultSchema>;

export const serviceParamSchema = z.object({ service: z.string().trim().max(50) });
