import { sql } from 'kysely';

import type { AnyDb } from './helpers.ts';

/**
 * A contact message becomes at most one quote request (docs/decisions/054): a unique index on
 * the request's `contact_message_id`. Two staff converting the same message at once both pass
 * the route's check; the index lets one insert commit and the other fail, answered 409. Both
 * databases let any number of rows keep it null (requests from the public form).
 */
export async function up(db: AnyDb) {
  await sql`create unique index quote_requests_contact_message_idx on quote_requests (contact_message_id)`.execute(
    db,
  );
}
