import { sql } from 'kysely';

import type { AnyDb } from './helpers.ts';
import { addNullableColumns } from './helpers.ts';

/**
 * When the applicant was told of a booking (docs/decisions/049): the notice goes after a quiet
 * minute, for the place held then, so a book/free burst sends one mail. Places booked before
 * this migration were told at once, so they count as told.
 */
export async function up(db: AnyDb) {
  await addNullableColumns(db, 'session_bookings', { diberitahu_at: 'text' });
  await sql`update session_bookings set diberitahu_at = booked_at`.execute(db);
}
