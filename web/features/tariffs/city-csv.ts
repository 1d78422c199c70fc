import type { TariffCity } from '#common/pricing';

/**
 * Cities from a CSV of `kota,provinsi,umk` (a header line is skipped; `;` also separates, as a
 * spreadsheet in Indonesian settings writes it). UMK may carry thousands dots or commas.
 * Answers the cities, or the first line that cannot be read.
 */
export function parseCityCsv(
  text: string,
): { cities: TariffCity[] } | { line: number; reason: string } {
  const cities: TariffCity[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    if (!raw.trim()) continue;
    const cells = raw
      .split(/[;,](?=(?:[^"]*"[^"]*")*[^"]*$)/)
      .map((cell) => cell.trim().replace(/^"|"$/g, ''));
    if (index === 0 && /kota/i.test(cells[0] ?? '') && /umk/i.test(cells[2] ?? '')) continue;
    const [kota, provinsi, umkText] = cells;
    const umk = Number((umkText ?? '').replace(/[.\s]|,(?=\d{3}\b)/g, ''));
    if (!kota || !provinsi) return { line: index + 1, reason: 'kota dan provinsi wajib diisi' };
    if (!Number.isInteger(umk) || umk < 0)
      return { line: index + 1, reason: 'UMK harus bilangan bulat rupiah' };
    cities.push({ kota, provinsi, umk });
  }
  return { cities };
}

/** `current` with `imported` merged in: a city already listed (same name, any case) is updated. */
export function mergeCities(current: TariffCity[], imported: TariffCity[]) {
  const merged = [...current];
  for (const city of imported) {
    const at = merged.findIndex(
      (existing) => existing.kota.toLowerCase() === city.kota.toLowerCase(),
    );
    if (at >= 0) merged[at] = city;
    else merged.push(city);
  }
  return merged;
}
