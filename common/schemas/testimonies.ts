import { z } from 'zod';

import { testimoniesText } from '../texts/testimonies.ts';
import { englishText, optionalText, requiredText } from './common.ts';

/**
 * Testimonies (docs/product.md §3, §5: name and message required, organization optional). The photo is a
 * separate multipart file checked by its bytes; these are the text fields.
 */
export const TESTIMONY_NAME_MAX = 100;
export const TESTIMONY_ORGANIZATION_MAX = 150;
export const TESTIMONY_MESSAGE_MAX = 1000;

export const testimonyInputSchema = z.object({
  name: requiredText('Nama', TESTIMONY_NAME_MAX, testimoniesText.nameRequired),
  organization: optionalText('Jenis Layanan', TESTIMONY_ORGANIZATION_MAX),
  message: requiredText('Pesan', TESTIMONY_MESSAGE_MAX, testimoniesText.messageRequired),
  organization_en: englishText('Jenis Layanan', TESTIMONY_ORGANIZATION_MAX),
  message_en: englishText('Pesan', TESTIMONY_MESSAGE_MAX),
});
export type TestimonyInput = z.infer<typeof testimonyInputSchema>;
export type TestimonyFormValues = z.input<typeof testimonyInputSchema>;

export const testimonySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Null when the client gave none (the card then shows no organization line). */
  organization: z.string().nullable(),
  message: z.string(),
  /** Public /uploads URL of the 800 px WebP, or null. */
  photo: z.string().nullable(),
  organization_en: z.string().nullish(),
  message_en: z.string().nullish(),
});
export type Testimony = z.infer<typeof testimonySchema>;
