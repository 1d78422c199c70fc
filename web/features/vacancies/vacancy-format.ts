import { formatLongDate } from '#common/dates';
import { POSITION_LABELS } from '#common/rules';
import type { Vacancy } from '#common/schemas/vacancies';
import { vacanciesText as t } from '#common/texts/vacancies';

/** How a vacancy's facts read on the pages, in previews and in the staff list (docs/decisions/031). */

const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
});

export const formatRupiah = (value: number) => rupiah.format(value);

/** 'Rp 4.500.000 – Rp 5.500.000', 'Mulai …', 'Hingga …', or null when not shown. */
export function salaryText(v: Pick<Vacancy, 'gaji_min' | 'gaji_max' | 'tampilkan_gaji'>) {
  if (!v.tampilkan_gaji) return null;
  if (v.gaji_min !== null && v.gaji_max !== null)
    return v.gaji_min === v.gaji_max
      ? formatRupiah(v.gaji_min)
      : t.salaryRange(formatRupiah(v.gaji_min), formatRupiah(v.gaji_max));
  if (v.gaji_min !== null) return t.salaryFrom(formatRupiah(v.gaji_min));
  if (v.gaji_max !== null) return t.salaryUpTo(formatRupiah(v.gaji_max));
  return null;
}

/** 'Mal Bekasi Raya, Bekasi, Jawa Barat' (the site name only when given). */
export const placementText = (v: Pick<Vacancy, 'lokasi' | 'kota' | 'provinsi'>) =>
  [v.lokasi, v.kota, v.provinsi].filter(Boolean).join(', ');

export const positionText = (posisi: string) =>
  POSITION_LABELS[posisi as keyof typeof POSITION_LABELS] ?? posisi;

/** 'Ditutup Selasa, 15 Desember 2026'. */
export const closingText = (v: Pick<Vacancy, 'ditutup_pada'>) =>
  t.closesOn(formatLongDate(v.ditutup_pada));

/** The one-line summary in previews: position, place, type, openings, closing date. */
export const vacancySummary = (v: Vacancy) =>
  [positionText(v.posisi), placementText(v), v.jenis, t.openings(v.kuota), closingText(v)].join(
    ' · ',
  );

/** A wa.me link that opens WhatsApp with the vacancy's title and address, no number chosen. */
export const whatsAppShareUrl = (judul: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(t.shareMessage(judul, url))}`;

/** Where 'Lamar Sekarang' leads: the career form with the vacancy chosen. */
export const applyPath = (slug: string) => `/career?lowongan=${encodeURIComponent(slug)}`;
