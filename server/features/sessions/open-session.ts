import { sessionsText as t } from '#common/texts/sessions';

import type { HiringSessionRow } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';

/**
 * The session a staff action works on: 404 when there is no such row, 409 once it is cancelled
 * (a cancelled session keeps its row, so it is told apart from an unknown one).
 */
export function openSession(row: HiringSessionRow | undefined): HiringSessionRow {
  if (!row) throw notFound(t.notFound);
  if (row.dibatalkan_at) throw conflict(t.cancelled);
  return row;
}
