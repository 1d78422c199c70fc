import { z } from 'zod';

import { timestampFields } from './common.ts';

/** A job as staff see it (GET /api/jobs): never its payload (mail addresses, text). */
export const jobSchema = z.object({
  id: z.number(),
  type: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  attempts: z.number(),
  max_attempts: z.number(),
  run_at: z.string(),
  last_error: z.string().nullable(),
  periodic: z.boolean(),
  ...timestampFields,
});
export type Job = z.infer<typeof jobSchema>;
