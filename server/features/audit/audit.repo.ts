import { type Kysely, sql } from 'kysely';

import type { AuditQuery } from '#common/schemas/audit';

import type { DB } from '../../db/schema.ts';

/** Where a local calendar day starts, as a UTC ISO instant (stored times are UTC). */
export function startOfLocalDay(day: string, timeZone: string) {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const asLocal = new Date(utcMidnight).toLocaleString('en-US', { timeZone, hour12: false });
  const offset = Date.parse(`${asLocal} UTC`) - utcMidnight;
  return new Date(utcMidnight - offset).toISOString();
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The audit log, newest first (plain Kysely; knows nothing about HTTP). */
export function auditRepo(db: Kysely<DB>, timeZone: string) {
  function filtered(query: Omit<AuditQuery, 'page' | 'pageSize'>) {
    let select = db.selectFrom('audit_log');
    if (query.actor)
      select = select.where(sql<string>`lower(actor)`, '=', query.actor.toLowerCase());
    if (query.action) select = select.where('action', '=', query.action);
    if (query.from)
      select = select.where('created_at', '>=', startOfLocalDay(query.from, timeZone));
    if (query.to)
      select = select.where('created_at', '<', startOfLocalDay(nextDay(query.to), timeZone));
    if (query.q) {
      const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      select = select.where((eb) =>
        eb.or(
          (['actor', 'action', 'target'] as const).map((column) =>
            eb(
              sql<string>`lower(coalesce(${sql.ref(column)}, ''))`,
              'like',
              sql<string>`${pattern} escape '\\'`,
            ),
          ),
        ),
      );
    }
    return select;
  }

  return {
    async list(query: AuditQuery, limit: number, offset: number) {
      const base = filtered(query);
      const [rows, count] = await Promise.all([
        base
          .select(['id', 'actor', 'role', 'action', 'target', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },
    async actions() {
      const rows = await db
        .selectFrom('audit_log')
        .select('action')
        .distinct()
        .orderBy('action')
        .execute();
      return rows.map((row) => row.action);
    },
  };
}
