import type { z } from 'zod';

/** A failed safeParse's messages by field (the issue path's first key), the first one of each. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}
