/**
 * Plain helpers about a hiring day, without zod, for the career status page
 * (docs/decisions/041); common/schemas/hiring-days.ts re-exports the map link.
 */

/** Places left; never below zero (a capacity lowered is refused below the places taken). */
export const placesLeft = (hiringDay: { kapasitas: number; terisi: number }) =>
  Math.max(0, hiringDay.kapasitas - hiringDay.terisi);

/** A map link: the one staff gave, or a map search for the place's text. */
export function mapLink(hiringDay: { lokasi: string; peta_url?: string | null }) {
  return (
    hiringDay.peta_url ??
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(hiringDay.lokasi)}`
  );
}
