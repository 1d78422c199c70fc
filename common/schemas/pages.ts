import { z } from 'zod';

import { PAGE_SLUGS } from '../rules.ts';
import { pagesText } from '../texts/pages.ts';
import { englishRichText, englishText, richText } from './common.ts';

/** Pages (docs/product.md §3: title, content as HTML, slug). The server sanitizes `content` before storing it. */

export const MAX_PAGE_CONTENT_CHARS = 200_000;

export const pageSlugSchema = z.enum(PAGE_SLUGS, { error: pagesText.slugInvalid });

export const pageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  /** Plain text of the first paragraph, for teasers (the home page's about section). */
  summary: z.string(),
  /** The English twins as stored (docs/decisions/043); null: not translated. */
  title_en: z.string().nullable(),
  content_en: z.string().nullable(),
  /** Whether both the English title and text exist (an English page without them is noindex). */
  translated: z.boolean(),
});
export type Page = z.infer<typeof pageSchema>;

/** PUT /pages: a blank or missing title keeps the stored one (the editors show it read-only). */
export const pageInputSchema = z.object({
  slug: pageSlugSchema,
  title: z
    .string({ error: pagesText.titleRequired })
    .trim()
    .max(200, pagesText.titleTooLong)
    .nullish(),
  content: richText(MAX_PAGE_CONTENT_CHARS, {
    invalid: pagesText.contentInvalid,
    tooLong: pagesText.contentTooLong(MAX_PAGE_CONTENT_CHARS),
  }),
  title_en: englishText('Judul', 200),
  content_en: englishRichText(MAX_PAGE_CONTENT_CHARS, {
    invalid: pagesText.contentInvalid,
    tooLong: pagesText.contentTooLong(MAX_PAGE_CONTENT_CHARS),
  }),
});

export const pageSlugParamSchema = z.object({ slug: z.string().trim().max(100) });
