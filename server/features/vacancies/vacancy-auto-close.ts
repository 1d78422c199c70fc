import { todayIn } from '#common/dates';
import type { FeaturePlugin } from '../../lib/feature.ts';
import type { VacanciesRepo } from './vacancies.repo.ts';

type App = Parameters<FeaturePlugin>[0];

/** Pages are cached until the `lowongan` version changes: close soon after midnight. */
const INTERVAL_MS = 10 * 60_000;
/** The audit log's action for a vacancy that the system closed (no staff member did). */
export const AUTO_CLOSE_ACTION = 'AUTO /lowongan/:id ditutup';

/**
 * Closes every open vacancy whose last day has passed (docs/decisions/031), writes an audit record for
 * each (actor empty: the system), and drops the cached public list. Returns the closed ids.
 */
export async function closeExpiredVacancies(
  app: App,
  repo: VacanciesRepo,
  today: string,
  now: Date,
  invalidate: () => Promise<void>,
) {
  const ids = await repo.closeExpired(today, now.toISOString());
  if (ids.length === 0) return ids;
  await app.db
    .insertInto('audit_log')
    .values(
      ids.map((id) => ({
        actor_id: null,
        actor: null,
        role: null,
        action: AUTO_CLOSE_ACTION,
        target: String(id),
        created_at: now.toISOString(),
      })),
    )
    .execute();
  await invalidate();
  return ids;
}

/**
 * The periodic task on the job table (docs/decisions/017): every ten minutes, on one instance.
 * API reads already treat a vacancy past its date as closed; the cached pages (decision 030)
 * follow once this task bumps the `lowongan` version.
 */
export function vacancyAutoClose(
  app: App,
  repo: VacanciesRepo,
  timeZone: string,
  invalidate: () => Promise<void>,
) {
  app.jobs.every('vacancy-auto-close', INTERVAL_MS, async ({ now, log }) => {
    const ids = await closeExpiredVacancies(app, repo, todayIn(timeZone, now), now, invalidate);
    if (ids.length) log.info({ vacancyIds: ids }, 'vacancies closed after their last day');
  });
}
