import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';

import type { DB } from '../db/schema.ts';

/**
 * The audit log (issue 9; docs/decisions/024). Decorates `app.audit(request, action, target)`
 * for what a route cannot show by itself (a login), and records by itself, after a successful
 * answer: every write by staff, a staff member's view of an applicant and the CSV export. Writes
 * are found by method, so a route added later is recorded without anyone remembering to.
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
 * Writes one record with `db`, which may be a route's own transaction: the action and its record
 * then commit together or not at all (issue 18 item 5).
 */
export async function writeAuditRecord(
  db: Kysely<DB>,
  record: { actor: AuditActor | undefined; action: string; target: string | null; at: string },
) {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: record.actor?.id ?? null,
      actor: record.actor?.nama ?? null,
      role: record.actor?.role ?? null,
      action: record.action,
      target: record.target,
      created_at: record.at,
    })
    .execute();
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
const AUDITED_READS = new Set(['GET /api/pelamar/:id', 'GET /api/pelamar/export.csv']);
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function targetOf(params: unknown) {
  if (!params || typeof params !== 'object') return null;
  const values = Object.values(params as Record<string, unknown>).map(String);
  return values.length ? values.join('/') : null;
}

export const auditPlugin = fp(async (app: FastifyInstance) => {
  const db = app.db;

  app.decorate('audit', async (request, action, target = null, actor) => {
    const who = actor ?? request.staff ?? undefined;
    await writeAuditRecord(db, { actor: who, action, target, at: app.clock().toISOString() });
  });

  // onSend, not onResponse: the row exists before the client has its answer.
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/') || reply.statusCode >= 400) return payload;
    if (request.routeOptions.config.auditedByRoute) return payload;
    const key = `${request.method} ${route}`;
    const isStaffWrite = Boolean(request.staff) && !READ_METHODS.has(request.method);
    if (!isStaffWrite && !AUDITED_READS.has(key)) return payload;
    // Issue 18 item 5: no record, no success. Thrown here, the answer becomes a 500 instead of
    // the data (a read hands nothing out; a write is reported as failed, see decision 032).
    await app.audit(request, `${request.method} ${route.slice(4)}`, targetOf(request.params));
    return payload;
  });
});
