import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';

import type { DB } from '../db/schema.ts';

/**
 * The audit log (docs/decisions/024). Decorates `app.audit(request, action, target)`
 * for what a route cannot show by itself (a login), and records by itself every write by staff, a
 * staff member's view of an applicant and the CSV export: reserved before the handler runs, kept
 * when the answer succeeds. Writes are found by method, so a route added later is recorded
 * without anyone remembering to.
 * Downloads through signed links (storage/file-routes.ts) and the applicant's own export
 * (privacy.routes.ts) record themselves, with the actor the link or token names.
 */

/** Who acted: a staff member, or an applicant (id null: the log's ids are staff ids). */
export interface AuditActor {
  id: number | null;
  nama: string;
  role: string;
}

/** The actor of an applicant's own action: named by account id only (no personal data). */
export const applicantActor = (userId: number): AuditActor => ({
  id: null,
  nama: `pelamar#${userId}`,
  role: 'pelamar',
});

/**
 * Writes one record with `db` and answers its id. `db` may be a route's own transaction: the
 * action and its record then commit together or not at all (docs/decisions/032).
 */
export async function writeAuditRecord(
  db: Kysely<DB>,
  record: { actor: AuditActor | undefined; action: string; target: string | null; at: string },
) {
  const row = await db
    .insertInto('audit_log')
    .values({
      actor_id: record.actor?.id ?? null,
      actor: record.actor?.nama ?? null,
      role: record.actor?.role ?? null,
      action: record.action,
      target: record.target,
      created_at: record.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route writes its own audit record (in its transaction); the hook leaves it alone. */
    auditedByRoute?: boolean;
  }
  interface FastifyInstance {
    audit(
      request: FastifyRequest,
      action: string,
      target?: string | null,
      actor?: AuditActor,
    ): Promise<void>;
  }
}

/** Reads that are recorded too: they show or hand out an applicant's personal data. */
const AUDITED_READS = new Set([
  'GET /api/pelamar/:id',
  'GET /api/pelamar/export.csv',
  'GET /api/sesi/:id/peserta.csv',
  'GET /api/kredensial/export.csv',
]);
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function targetOf(params: unknown) {
  if (!params || typeof params !== 'object') return null;
  const values = Object.values(params as Record<string, unknown>).map(String);
  return values.length ? values.join('/') : null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The id of the record reserved before the handler ran (see `reserveAuditRecord`). */
    auditRecordId?: number;
  }
}

export const auditPlugin = fp(async (app: FastifyInstance) => {
  const db = app.db;

  app.decorate('audit', async (request, action, target = null, actor) => {
    const who = actor ?? request.staff ?? undefined;
    await writeAuditRecord(db, { actor: who, action, target, at: app.clock().toISOString() });
  });

  /**
   * No record, no action (docs/decisions/032). The record is written before the handler runs, after
   * the route's access check has named the staff member (global hooks would run before the check), so a
   * record that cannot be written stops the action before it happens: a 500, nothing changed and
   * nothing handed out. A process killed mid-request leaves the record of an attempt, never an
   * unrecorded change.
   */
  const reserveAuditRecord = async (request: FastifyRequest) => {
    const route = request.routeOptions.url ?? '';
    const isStaffWrite = Boolean(request.staff) && !READ_METHODS.has(request.method);
    if (!isStaffWrite && !AUDITED_READS.has(`${request.method} ${route}`)) return;
    request.auditRecordId = await writeAuditRecord(db, {
      actor: request.staff,
      action: `${request.method} ${route.slice(4)}`,
      target: targetOf(request.params),
      at: app.clock().toISOString(),
    });
  };

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.config?.auditedByRoute) return;
    const hooks = route.preHandler;
    route.preHandler = [...(hooks ? [hooks].flat() : []), reserveAuditRecord];
  });

  // A refused or failed action did not happen: its reserved record goes. onSend, not onResponse,
  // so the log is settled before the client has its answer.
  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.auditRecordId;
    if (id === undefined || reply.statusCode < 400) return payload;
    request.auditRecordId = undefined;
    await db
      .deleteFrom('audit_log')
      .where('id', '=', id)
      .execute()
      .catch((error: unknown) =>
        request.log.error({ err: error, auditRecordId: id }, 'audit: unreserve failed'),
      );
    return payload;
  });
});
