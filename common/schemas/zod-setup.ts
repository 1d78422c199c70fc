import { z } from 'zod';

/**
 * Fallback messages for checks that carry no message of their own: Indonesian and naming the
 * field, so a 400 answer always says which field is wrong. Imported once by the server's app and
 * the web entries.
 */
z.config({
  customError: (issue) => {
    const field = (issue.path ?? []).join('.') || 'data';
    if (issue.input === undefined || issue.input === null) return `Kolom "${field}" wajib diisi`;
    return `Kolom "${field}" tidak valid`;
  },
});
