import { z } from 'zod';

import { fieldText } from '../texts/common.ts';
import { hiringDaysText as t } from '../texts/hiring-days.ts';
import { filledText, timestampFields } from './common.ts';

// Kept importable from here; the career status page imports it from the zod-free module.
export { mapLink } from '../hiring-day-values.ts';

/**
 * Hiring days and interview slots (sesi): what staff create, what the applicant books and what is
 * recorded on the day (docs/decisions/045-hiring-day-capacity.md). Times travel as ISO date-times
 * with an offset and are stored as UTC.
 */

export const HIRING_DAY_KINDS = ['interview', 'rekrutmen'] as const;
export type HiringDayKind = (typeof HIRING_DAY_KINDS)[number];

export const MIN_CAPACITY = 1;
export const MAX_CAPACITY = 1000;
export const MAX_HIRING_DAY_HOURS = 24;
export const MAX_INVITE_IDS = 500;
export const MAX_RESULT_NOTE = 1000;
export const BOOKING_CODE_LENGTH = 8;
/** No 0/O, 1/I/L: a code read aloud or typed from a phone screen stays unambiguous. */
export const BOOKING_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const isoDateTime = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .pipe(z.iso.datetime({ offset: true, error: message }))
    .transform((value) => new Date(value).toISOString());

const httpsUrl = z
  .string({ error: t.petaInvalid })
  .trim()
  .max(500, t.petaInvalid)
  .refine((value) => {
    if (value === '') return true;
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, t.petaInvalid)
  .nullish()
  .transform((value) => value || null);

export const hiringDayInputSchema = z
  .object({
    judul: filledText(120, { required: t.judulRequired, tooLong: t.judulTooLong(120) }),
    jenis: z.enum(HIRING_DAY_KINDS, { error: t.jenisInvalid }),
    mulai: isoDateTime(t.mulaiInvalid),
    selesai: isoDateTime(t.selesaiInvalid),
    lokasi: filledText(300, { required: t.lokasiRequired, tooLong: t.lokasiTooLong(300) }),
    peta_url: httpsUrl,
    kapasitas: z
      .number({ error: t.kapasitasInvalid(MIN_CAPACITY, MAX_CAPACITY) })
      .int(t.kapasitasInvalid(MIN_CAPACITY, MAX_CAPACITY))
      .min(MIN_CAPACITY, t.kapasitasInvalid(MIN_CAPACITY, MAX_CAPACITY))
      .max(MAX_CAPACITY, t.kapasitasInvalid(MIN_CAPACITY, MAX_CAPACITY)),
    lowongan_id: z
      .number({ error: t.lowonganInvalid })
      .int(t.lowonganInvalid)
      .positive(t.lowonganInvalid)
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((value, ctx) => {
    const span = Date.parse(value.selesai) - Date.parse(value.mulai);
    if (span <= 0)
      ctx.addIssue({ code: 'custom', message: t.selesaiBeforeMulai, path: ['selesai'] });
    else if (span > MAX_HIRING_DAY_HOURS * 3600_000)
      ctx.addIssue({ code: 'custom', message: t.tooLong, path: ['selesai'] });
  });
export type HiringDayInput = z.input<typeof hiringDayInputSchema>;
export type HiringDayValues = z.output<typeof hiringDayInputSchema>;

export const hiringDaySchema = z.object({
  id: z.number(),
  judul: z.string(),
  jenis: z.enum(HIRING_DAY_KINDS),
  mulai: z.string(),
  selesai: z.string(),
  lokasi: z.string(),
  peta_url: z.string().nullable(),
  kapasitas: z.number(),
  /** Places booked. */
  terisi: z.number(),
  lowongan_id: z.number().nullable(),
  dibatalkan: z.boolean(),
  ...timestampFields,
});
export type HiringDay = z.infer<typeof hiringDaySchema>;

/** The staff list and one hiring day: how many were invited and how many arrived too. */
export const staffHiringDaySchema = hiringDaySchema.extend({
  diundang: z.number(),
  hadir: z.number(),
});
export type StaffHiringDay = z.infer<typeof staffHiringDaySchema>;

export const inviteInputSchema = z.object({
  pelamar_ids: z
    .array(
      z
        .number({ error: t.pelamarIdsInvalid })
        .int(t.pelamarIdsInvalid)
        .positive(t.pelamarIdsInvalid),
      {
        error: t.pelamarIdsInvalid,
      },
    )
    .min(1, t.pelamarIdsEmpty)
    .max(MAX_INVITE_IDS, t.pelamarIdsTooMany(MAX_INVITE_IDS))
    .transform((ids) => [...new Set(ids)]),
});

export const inviteResultSchema = z.object({
  /** Newly invited. */
  diundang: z.number(),
  /** Were already invited (left as they were). */
  sudah: z.number(),
});
export type InviteResult = z.infer<typeof inviteResultSchema>;

/** Codes are shown in capitals; what is typed is trimmed, spaces and dashes dropped, upper-cased. */
export function normalizeBookingCode(raw: string) {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

export const checkInInputSchema = z.object({
  kode: z
    .string({ error: t.kodeRequired })
    .transform(normalizeBookingCode)
    .pipe(
      z
        .string()
        .min(1, t.kodeRequired)
        .regex(new RegExp(`^[A-Z0-9]{${BOOKING_CODE_LENGTH}}$`), t.kodeInvalid),
    ),
});

export const checkInResultSchema = z.object({
  pelamar_id: z.number(),
  nama: z.string(),
  hadir_at: z.string(),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** What staff may record as measured on the day (whole centimetres and kilograms). */
export const MEASURED_HEIGHT_CM = { min: 100, max: 250 } as const;
export const MEASURED_WEIGHT_KG = { min: 30, max: 250 } as const;

const wholeIn = ({ min, max }: { min: number; max: number }, message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .nullish()
    .transform((value) => value ?? null);

export const resultInputSchema = z.object({
  tinggi_badan: wholeIn(MEASURED_HEIGHT_CM, t.tinggiInvalid),
  berat_badan: wholeIn(MEASURED_WEIGHT_KG, t.beratInvalid),
  lulus: z.boolean({ error: t.lulusRequired }),
  catatan: z
    .string({ error: t.catatanTooLong(MAX_RESULT_NOTE) })
    .trim()
    .max(MAX_RESULT_NOTE, t.catatanTooLong(MAX_RESULT_NOTE))
    .nullish()
    .transform((value) => value ?? ''),
});
export type ResultInput = z.input<typeof resultInputSchema>;

export const participantSchema = z.object({
  pelamar_id: z.number(),
  nama: z.string(),
  posisi: z.string(),
  /** The application's status (Menunggu, Diterima, Ditolak). */
  status: z.string(),
  kode: z.string(),
  hadir: z.boolean(),
  hadir_at: z.string().nullable(),
  tinggi_badan: z.number().nullable(),
  berat_badan: z.number().nullable(),
  lulus: z.boolean().nullable(),
  catatan: z.string().nullable(),
});
export type Participant = z.infer<typeof participantSchema>;

export const bookingSchema = z.object({
  kode: z.string(),
  hadir: z.boolean(),
});

/** GET /user/sesi: an invitation with the places left and the applicant's own booking. */
export const myHiringDaySchema = hiringDaySchema
  .omit({ created_at: true, updated_at: true, lowongan_id: true })
  .extend({ pemesanan: bookingSchema.nullable() });
export type MyHiringDay = z.infer<typeof myHiringDaySchema>;

export const bookingResultSchema = z.object({ kode: z.string() });

/** The statistics page: hiring days held, attendance and pass rate (percentages or null). */
export const hiringDayStatsSchema = z.object({
  sesi_selesai: z.number(),
  dipesan: z.number(),
  hadir: z.number(),
  tidak_hadir: z.number(),
  lulus: z.number(),
  tingkat_kehadiran: z.number().nullable(),
  tingkat_kelulusan: z.number().nullable(),
});
export type HiringDayStats = z.infer<typeof hiringDayStatsSchema>;

const paramId = z.coerce
  .number({ error: fieldText.idInvalid })
  .int(fieldText.idInvalid)
  .positive(fieldText.idInvalid);
export const hiringDayParticipantParamSchema = z.object({ id: paramId, pelamarId: paramId });
