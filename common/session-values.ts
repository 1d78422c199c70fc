/**
 * Plain helpers about a hiring-day session, without zod, for the career status page
 * (docs/decisions/041); common/schemas/sessions.ts re-exports the map link.
 */

/** Places left; never below zero (a capacity lowered is refused below the places taken). */
export const placesLeft = (session: { kapasitas: number; terisi: number }) =>
  Math.max(0, session.kapasitas - session.terisi);

/** A map link: the one staff gave, or a map search for the place's text. */
export function mapLink(session: { lokasi: string; peta_url?: string | null }) {
  return (
    session.peta_url ??
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(session.lokasi)}`
  );
}
