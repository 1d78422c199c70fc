import { z } from 'zod';

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
  created_at: z.string(),
  updated_at: z.string(),
});
export type Job = z.infer<typeof jobSchema>;
