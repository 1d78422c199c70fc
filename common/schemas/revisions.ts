import { z } from 'zod';

import { pageDraftsText, revisionsText } from '../texts/revisions.ts';
import { MAX_ROW_ID } from './common.ts';
import { pageInputSchema, pageSlugSchema } from './pages.ts';

/** Revisions, restore and the trash (docs/decisions/034). */

export const REVISION_ENTITIES = [
  'page',
  'card',
  'site-settings',
  'testimony',
  'faq',
  'tenant',
  'gallery-photo',
] as const;
export type RevisionEntity = (typeof REVISION_ENTITIES)[number];

/** Deleted testimonies, FAQs, tenants and gallery photos stay in the trash this long. */
export const TRASH_DAYS = 30;

/**
 * The edit counter an editor loaded, sent back with a save: a different current one means that
 * someone else saved in between (409). Absent: no check (older clients, outside scripts).
 */
export const versionSchema = z.coerce
  .number({ error: revisionsText.versionInvalid })
  .int(revisionsText.versionInvalid)
  .min(0, revisionsText.versionInvalid);
/** The header that carries it on writes whose body is not ours to change (multipart, JSON). */
export const VERSION_HEADER = 'x-base-version';

export const revisionItemParamsSchema = z.object({
  entity: z.enum(REVISION_ENTITIES, { error: revisionsText.entityInvalid }),
  itemId: z.string().trim().min(1, revisionsText.itemInvalid).max(100, revisionsText.itemInvalid),
});
export const revisionParamsSchema = revisionItemParamsSchema.extend({
  revisionId: z.coerce
    .number({ error: revisionsText.revisionNotFound })
    .int(revisionsText.revisionNotFound)
    .positive(revisionsText.revisionNotFound)
    .max(MAX_ROW_ID, revisionsText.revisionNotFound),
});

/** An item's state as JSON: each entity's own fields (see revisionsText.fields). */
export const revisionDataSchema = z.record(z.string(), z.unknown());
export type RevisionData = z.infer<typeof revisionDataSchema>;

export const revisionSummarySchema = z.object({
  id: z.number(),
  action: z.string(),
  actor: z.string().nullable(),
  role: z.string().nullable(),
  created_at: z.string(),
});

export const revisionHistorySchema = z.object({
  entity: z.enum(REVISION_ENTITIES),
  itemId: z.string(),
  /** The edit counter to send back with the next save. */
  version: z.number(),
  /** The item now; null when it is deleted (then it may be in the trash). */
  current: revisionDataSchema.nullable(),
  revisions: z.array(revisionSummarySchema),
});
export type RevisionHistory = z.infer<typeof revisionHistorySchema>;

export const revisionDetailSchema = revisionSummarySchema.extend({
  data: revisionDataSchema,
  current: revisionDataSchema.nullable(),
});
export type RevisionDetail = z.infer<typeof revisionDetailSchema>;

export const restoreInputSchema = z.object({ version: versionSchema.optional() }).nullish();

export const trashEntrySchema = z.object({
  id: z.number(),
  entity: z.enum(REVISION_ENTITIES),
  item_id: z.string(),
  /** A readable name: the question, the tenant's name, the testimony's author, the photo. */
  label: z.string(),
  data: revisionDataSchema,
  deleted_by: z.string().nullable(),
  deleted_at: z.string(),
  purge_at: z.string(),
});
export type TrashEntry = z.infer<typeof trashEntrySchema>;

// --- Page drafts ---

export const pageDraftParamsSchema = z.object({ slug: pageSlugSchema });

export const pageDraftStateSchema = z.object({
  slug: z.string(),
  version: z.number(),
  published: z.object({
    title: z.string(),
    content: z.string(),
    title_en: z.string().nullable(),
    content_en: z.string().nullable(),
  }),
  draft: z
    .object({
      title: z.string(),
      content: z.string(),
      title_en: z.string().nullable(),
      content_en: z.string().nullable(),
      saved_by: z.string().nullable(),
      saved_at: z.string(),
    })
    .nullable(),
  /** ISO instant of the scheduled publication, or null. */
  publish_at: z.string().nullable(),
});
export type PageDraftState = z.infer<typeof pageDraftStateSchema>;

export const pageDraftInputSchema = pageInputSchema
  .omit({ slug: true })
  .extend({ version: versionSchema.optional() });

/** A body that may be absent altogether (DELETE without one): then there is no version check. */
export const pageVersionInputSchema = z.object({ version: versionSchema.optional() }).nullish();

/** Local date-time in the company's time zone, minute precision (like the interview schedule). */
export const scheduleInputSchema = z.object({
  publishAt: z
    .string({ error: pageDraftsText.scheduleInvalid })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, pageDraftsText.scheduleInvalid),
  version: versionSchema.optional(),
});
