import './zod-setup.ts';

import { z } from 'zod';

import { auditText } from '../texts/audit.ts';
import { listQuerySchema } from './common.ts';

/** GET /api/audit (docs/product.md §13): staff actions newest first, with q, page, pageSize. */

export const AUDIT_PAGE_SIZE = 50;

export const auditEntrySchema = z.object({
  id: z.number(),
  actor: z.string().nullable(),
  role: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  created_at: z.string(),
  /** The staff screen of the thing the record names, while it still exists (else null). */
  link: z.string().nullable(),
  /**
   * The name of the applicant who acted (`actor` `pelamar#12`) and of the thing the record names
   * (an applicant, a vacancy, a staff account, a contact message), read when the log is listed,
   * so an erased person is never named; null when none is found (docs/decisions/058).
   */
  actor_name: z.string().nullable(),
  subject_name: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, auditText.dateInvalid);

export const auditQuerySchema = listQuerySchema
  .pick({ q: true, page: true, pageSize: true })
  .extend({
    /** The person: the staff name exactly (case-insensitive). */
    actor: z.string().trim().max(50).optional(),
    action: z.string().trim().max(100).optional(),
    /** Days in the site's time zone, both inclusive. */
    from: day.optional(),
    to: day.optional(),
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
