import type { Kysely } from 'kysely';

import type { PipelineStage } from '#common/schemas/prospects';

import type { DB } from '../db/schema.ts';

/**
 * A quote request's stage in the sales pipeline (docs/decisions/054). Staff move it on the board,
 * the proposals move it when a version is sent, accepted or declined; every move goes through
 * here so the history (who, when, why) and the first-contact time stay right.
 */

export interface StageMove {
  id: number;
  tahap: PipelineStage;
  /** Why; required by the caller's schema for `kalah`. */
  alasan: string | null;
  /** The staff member's name, or null when the client moved it (through the proposal link). */
  by: string | null;
  now: string;
}

/**
 * Moves the request and records the change; answers false when there is no such request.
 * A move to the stage it already has records nothing. Run it inside the caller's transaction.
 */
export async function moveQuoteRequestStage(trx: Kysely<DB>, move: StageMove) {
  const row = await trx
    .selectFrom('quote_requests')
    .select(['tahap', 'dihubungi_at'])
    .where('id', '=', move.id)
    .executeTakeFirst();
  if (!row) return false;
  if (row.tahap === move.tahap) return true;
  await trx
    .updateTable('quote_requests')
    .set({
      tahap: move.tahap,
      // The first move out of `baru` is the first contact, whatever the stage moved to.
      dihubungi_at: row.dihubungi_at ?? move.now,
      updated_at: move.now,
    })
    .where('id', '=', move.id)
    .execute();
  await recordStage(trx, move);
  return true;
}

/** Adds one line to the request's stage history. */
export async function recordStage(
  trx: Kysely<DB>,
  entry: Pick<StageMove, 'id' | 'tahap' | 'alasan' | 'by' | 'now'>,
) {
  await trx
    .insertInto('quote_request_history')
    .values({
      quote_request_id: entry.id,
      tahap: entry.tahap,
      alasan: entry.alasan,
      changed_by: entry.by,
      changed_at: entry.now,
    })
    .execute();
}
