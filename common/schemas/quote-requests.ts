import { z } from 'zod';

import { SERVICES } from '../rules.ts';
import { quoteRequestsText, quoteRequestsTextEn } from '../texts/quote-requests.ts';
import { captchaTokenSchema } from './common.ts';

/**
 * The estimate and the quote request (docs/api.md, "Business clients"; docs/decisions/054). Each
 * schema is built from a set of texts, so the English page's answers name the same fields in
 * English without a second copy of the rules.
 */

export const MAX_POSTS = 50;
export const MAX_HOURS_PER_DAY = 24;
export const MAX_DAYS_PER_WEEK = 7;
export const MAX_PEOPLE_PER_SHIFT = 50;

type Texts = typeof quoteRequestsTextEn;

/** A whole number from min to max; a fraction, a text or a missing value all answer `message`. */
const wholeIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const optional = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

function estimateFields(t: Texts) {
  const post = z.object({
    nama: text(100, t.postNameRequired, t.postNameTooLong),
    jam_per_hari: wholeIn(1, MAX_HOURS_PER_DAY, t.hoursInvalid),
    hari_per_minggu: wholeIn(1, MAX_DAYS_PER_WEEK, t.daysInvalid),
    personel_per_shift: wholeIn(1, MAX_PEOPLE_PER_SHIFT, t.peopleInvalid),
  });
  return {
    layanan: z.enum(SERVICES, { error: t.serviceInvalid }),
    kota: text(100, t.cityRequired, t.cityUnknown),
    pos: z
      .array(post, { error: t.postsCount(MAX_POSTS) })
      .min(1, t.postsCount(MAX_POSTS))
      .max(MAX_POSTS, t.postsCount(MAX_POSTS)),
  };
}

const estimateInputFor = (t: Texts) => z.object(estimateFields(t));

/** POST /api/penawaran/estimasi (and the estimator's form). */
export const estimateInputSchema = estimateInputFor(quoteRequestsText);
export const estimateInputSchemaEn = estimateInputFor(quoteRequestsTextEn);
export type EstimateInputBody = z.infer<typeof estimateInputSchema>;

const phone = (t: Texts) =>
  z
    .string({ error: t.phoneRequired })
    .trim()
    .min(1, t.phoneRequired)
    .max(30, t.phoneInvalid)
    .regex(/^\+?[\d\s().-]+$/, t.phoneInvalid)
    .refine((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 8 && digits <= 15;
    }, t.phoneInvalid);

const consent = (t: Texts) =>
  z.union([z.boolean(), z.string()], { error: t.consentRequired }).refine(
    // JSON `true`, or 'true'/'on' from the form posted without JavaScript.
    (value) => value === true || value === 'true' || value === 'on',
    t.consentRequired,
  );

/** The client's fields of a quote request, without the posts. */
function contactFields(t: Texts) {
  return {
    perusahaan: text(150, t.companyRequired, t.companyTooLong),
    nama: text(100, t.contactRequired, t.contactTooLong).transform((value) =>
      value.replace(/\s+/g, ' '),
    ),
    jabatan: optional(100, t.positionTooLong),
    email: text(254, t.emailRequired, t.emailInvalid).pipe(z.email({ error: t.emailInvalid })),
    telepon: phone(t),
    alamat_lokasi: text(500, t.addressRequired, t.addressTooLong),
    mulai: z
      .string({ error: t.startDateInvalid })
      .trim()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, t.startDateInvalid)
      .refine(
        (value) => !value || !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
        t.startDateInvalid,
      )
      .nullish()
      .transform((value) => value || null),
    catatan: optional(2000, t.notesTooLong),
    sumber: optional(100, t.sourceTooLong),
  };
}

const quoteRequestInputFor = (t: Texts) =>
  z.object({
    ...estimateFields(t),
    ...contactFields(t),
    persetujuan: consent(t),
    captchaToken: captchaTokenSchema.nullable(),
  });

/** POST /api/penawaran: the estimate's fields, the client's, consent and the captcha. */
export const quoteRequestInputSchema = quoteRequestInputFor(quoteRequestsText);
export const quoteRequestInputSchemaEn = quoteRequestInputFor(quoteRequestsTextEn);
export type QuoteRequestInput = z.input<typeof quoteRequestInputSchema>;

const personCostSchema = z.object({
  upah: z.number(),
  lembur: z.number(),
  bpjs_tk: z.number(),
  bpjs_kes: z.number(),
  thr: z.number(),
  perlengkapan: z.number(),
  jumlah: z.number(),
});

/** What POST /api/penawaran/estimasi answers (`Estimate` of common/pricing.ts). */
export const estimateSchema = z.object({
  layanan: z.enum(SERVICES),
  kota: z.string(),
  umk: z.number(),
  tahun: z.number(),
  pos: z
    .object({
      nama: z.string(),
      personel: z.number(),
      jam_mingguan_per_orang: z.number(),
      rincian_per_orang: personCostSchema,
      jumlah: z.number(),
    })
    .array(),
  personel: z.number(),
  biaya_personel: z.number(),
  fee: z.number(),
  dpp: z.number(),
  ppn: z.number(),
  total: z.number(),
});

/** POST /api/penawaran answers 201 with the reference and the estimate it stored. */
export const quoteRequestCreatedSchema = z.object({ kode: z.string(), estimasi: estimateSchema });

/** What the pipeline's search matches (column search_text, migration 0037): lower case. */
export function quoteSearchText(row: {
  kode: string;
  perusahaan: string;
  nama: string;
  email: string;
}) {
  return `${row.kode} ${row.perusahaan} ${row.nama} ${row.email}`.toLowerCase();
}

/** Legal forms that lead a company's name and say nothing about it ("PT Sinar" is "sinar"). */
const LEGAL_FORMS = new Set(['pt', 'cv', 'ud', 'pd', 'fa', 'tbk', 'persero', 'perum', 'koperasi']);

/**
 * A name as the pipeline's prefix search compares it (migration 0049, docs/decisions/054): lower
 * case without accents, words of letters and digits joined by one space, leading legal forms
 * dropped. The same function keys the stored column and the typed search.
 */
export function searchKey(text: string) {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  while (words.length > 1 && LEGAL_FORMS.has(words[0]!)) words.shift();
  return words.join(' ');
}

/** Every search column of a request, for each place that stores one (0037, 0049). */
export function quoteSearchColumns(row: {
  kode: string;
  perusahaan: string;
  nama: string;
  email: string;
}) {
  return {
    search_text: quoteSearchText(row),
    cari_perusahaan: searchKey(row.perusahaan),
    cari_nama: searchKey(row.nama),
    cari_email: row.email.trim().toLowerCase(),
  };
}

/** `PNW-2026-00001`: the year and the year's sequence number, five digits. */
export function quoteReference(tahun: number, nomor: number) {
  return `PNW-${tahun}-${String(nomor).padStart(5, '0')}`;
}

/**
 * POST /api/kontak/{id}/penawaran: staff turn a contact message into a quote request. The
 * estimate's and the client's fields as the public form's, without consent and captcha (the
 * sender asked by message) and without `sumber` (always `kontak`).
 */
const { sumber: _source, ...messageContactFields } = contactFields(quoteRequestsText);
export const quoteFromMessageInputSchema = z.object({
  ...estimateFields(quoteRequestsText),
  ...messageContactFields,
});
export type QuoteFromMessageInput = z.input<typeof quoteFromMessageInputSchema>;

/** Its answer: the new request's id (for /admin/prospek/{id}), reference and estimate. */
export const quoteFromMessageCreatedSchema = z.object({
  id: z.number(),
  kode: z.string(),
  estimasi: estimateSchema,
});
