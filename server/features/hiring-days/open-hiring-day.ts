import { hiringDaysText as t } from '#common/texts/hiring-days';

import type { HiringDayRow } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';

/**
 * The hiring day a staff action works on: 404 when there is no such row, 409 once it is cancelled
 * (a cancelled hiring day keeps its row, so it is told apart from an unknown one).
 */
export function openHiringDay(row: HiringDayRow | undefined): HiringDayRow {
  if (!row) throw notFound(t.notFound);
  if (row.dibatalkan_at) throw conflict(t.cancelled);
  return row;
}
