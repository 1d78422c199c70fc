import { z } from 'zod';

import { hasAtMostTwoDecimals, type Tariff } from '../pricing.ts';
import { tariffsText as t } from '../texts/tariffs.ts';

/**
 * The tariff (docs/api.md, "Business clients"; docs/decisions/053): what GET /api/penawaran/tarif
 * answers and PUT replaces. Percentages carry at most two decimals, which keeps the price
 * arithmetic of common/pricing.ts exact.
 */

export const MAX_TARIFF_CITIES = 600;
const MAX_RUPIAH = 1_000_000_000;

const label = (key: keyof typeof t.labels) => t.labels[key];

const percent = (key: keyof typeof t.labels) =>
  z
    .number({ error: t.percentInvalid(label(key)) })
    .min(0, t.percentInvalid(label(key)))
    .max(100, t.percentInvalid(label(key)))
    .refine(hasAtMostTwoDecimals, t.percentInvalid(label(key)));

const rupiah = (name: string) =>
  z
    .number({ error: t.rupiahInvalid(name) })
    .int(t.rupiahInvalid(name))
    .min(0, t.rupiahInvalid(name))
    .max(MAX_RUPIAH, t.rupiahInvalid(name));

const weeklyHours = (key: keyof typeof t.labels) =>
  z
    .number({ error: t.hoursInvalid(label(key)) })
    .int(t.hoursInvalid(label(key)))
    .min(1, t.hoursInvalid(label(key)))
    .max(84, t.hoursInvalid(label(key)));

export const tariffCitySchema = z.object({
  kota: z.string({ error: t.cityRequired }).trim().min(1, t.cityRequired).max(100, t.cityRequired),
  provinsi: z
    .string({ error: t.provinceRequired })
    .trim()
    .min(1, t.provinceRequired)
    .max(100, t.provinceRequired),
  umk: rupiah('UMK'),
});

export const tariffInputSchema = z.object({
  tahun: z
    .number({ error: t.yearInvalid })
    .int(t.yearInvalid)
    .min(2000, t.yearInvalid)
    .max(2100, t.yearInvalid),
  kota: z
    .array(tariffCitySchema, { error: t.citiesCount })
    .min(1, t.citiesCount)
    .max(MAX_TARIFF_CITIES, t.citiesCount)
    .superRefine((cities, ctx) => {
      const seen = new Set<string>();
      for (const city of cities) {
        const key = city.kota.toLowerCase();
        if (seen.has(key)) {
          ctx.addIssue({ code: 'custom', message: t.cityDuplicate(city.kota) });
          return;
        }
        seen.add(key);
      }
    }),
  jkk_persen: percent('jkk_persen'),
  jkm_persen: percent('jkm_persen'),
  jht_persen: percent('jht_persen'),
  jp_persen: percent('jp_persen'),
  jp_batas_upah: rupiah(label('jp_batas_upah')),
  kes_persen: percent('kes_persen'),
  kes_batas_upah: rupiah(label('kes_batas_upah')),
  jam_normal_mingguan: weeklyHours('jam_normal_mingguan'),
  jam_per_orang_mingguan: weeklyHours('jam_per_orang_mingguan'),
  lembur_pengali: z
    .number({ error: t.multiplierInvalid })
    .min(0, t.multiplierInvalid)
    .max(10, t.multiplierInvalid)
    .refine(hasAtMostTwoDecimals, t.multiplierInvalid),
  perlengkapan: z.object({
    keamanan: rupiah(label('keamanan')),
    kebersihan: rupiah(label('kebersihan')),
    parkir: rupiah(label('parkir')),
  }),
  fee_persen: percent('fee_persen'),
  fee_min_persen: percent('fee_min_persen'),
  ppn_persen: percent('ppn_persen'),
}) satisfies z.ZodType<Tariff>;
export type TariffInput = z.infer<typeof tariffInputSchema>;

/** GET /api/penawaran/tarif: the tariff, and whether its figures are still the demo's examples. */
export const tariffSchema = tariffInputSchema.extend({ contoh: z.boolean() });
export type TariffAnswer = z.infer<typeof tariffSchema>;
