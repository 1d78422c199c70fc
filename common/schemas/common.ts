import './zod-setup.ts';

import { z } from 'zod';

import { MAX_PAGE_SIZE, MAX_PHONE_DIGITS, MIN_PHONE_DIGITS } from '../rules.ts';
import { privacyText } from '../texts/privacy.ts';

/**
 * Building blocks for every feature schema. Each message names its field in Indonesian so the
 * form and the API's 400 answer say the same thing.
 */

export const idParamSchema = z.object({
  id: z.coerce.number({ error: 'ID tidak valid' }).int('ID tidak valid').positive('ID tidak valid'),
});
export type IdParam = z.infer<typeof idParamSchema>;

/** A required, trimmed text with a length cap. */
export function requiredText(label: string, max: number, requiredMessage?: string) {
  return z
    .string({ error: requiredMessage ?? `${label} wajib diisi` })
    .trim()
    .min(1, requiredMessage ?? `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`);
}

/** An optional text: missing, null and blank all become ''. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} harus berupa teks` })
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .nullish()
    .transform((value) => value ?? '');
}

export const emailSchema = z
  .string({ error: 'Email wajib diisi' })
  .trim()
  .min(1, 'Email wajib diisi')
  .max(254, 'Email terlalu panjang')
  .pipe(z.email({ error: 'Email tidak valid' }));

/** Phone: digits only, 10 to 15 (SPEC §5, §9). */
export const phoneSchema = z
  .string({ error: 'Nomor telepon wajib diisi' })
  .trim()
  .min(1, 'Nomor telepon wajib diisi')
  .regex(/^\d+$/, 'Nomor telepon hanya boleh berisi angka')
  .min(MIN_PHONE_DIGITS, `Nomor telepon minimal ${MIN_PHONE_DIGITS} digit`)
  .max(MAX_PHONE_DIGITS, `Nomor telepon maksimal ${MAX_PHONE_DIGITS} digit`);

/** Query parameters shared by the big lists (CONTRACT: q, date, month, year, page, pageSize). */
export const listQuerySchema = z.object({
  q: z.string().trim().max(200, 'Pencarian maksimal 200 karakter').optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal harus berformat YYYY-MM-DD')
    .optional(),
  month: z.coerce
    .number()
    .int()
    .min(1, 'Bulan tidak valid')
    .max(12, 'Bulan tidak valid')
    .optional(),
  year: z.coerce
    .number()
    .int()
    .min(2000, 'Tahun tidak valid')
    .max(2100, 'Tahun tidak valid')
    .optional(),
  page: z.coerce.number().int().min(1, 'Halaman tidak valid').optional(),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'Ukuran halaman tidak valid')
    .max(MAX_PAGE_SIZE, `Ukuran halaman maksimal ${MAX_PAGE_SIZE}`)
    .optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const okSchema = z.object({ success: z.literal(true), message: z.string().optional() });
export const errorSchema = z.object({ error: z.string() });

export const captchaTokenSchema = z.string().max(10_000).optional();

/**
 * Consent to the privacy notice (UU PDP 27/2022, CONTRACT). `persetujuan`: JSON `true`, or the text 'true' in a multipart form; anything else (missing,
 * false, 'on') is a 400 that names the field.
 */
export const consentSchema = z
  .union([z.boolean(), z.string()], { error: privacyText.consentRequired })
  .transform((value) => value === true || value === 'true')
  .refine((value) => value, privacyText.consentRequired);
