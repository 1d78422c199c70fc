import { z } from 'zod';

/** Field types several areas of the environment use (README.md, Configuration). */

/** `0` or `1`. */
export const flag = z.enum(['0', '1']).transform((value) => value === '1');
export const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));
