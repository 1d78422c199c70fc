import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The audit log (issue 9; docs/decisions/024). Decorates `app.audit(request, action, target)`
 * for what a route cannot show by itself (a login), and records by itself, after a successful
 * answer: every write by staff, a staff member's view of an applicant, the CSV export and every
 * download of a private document. Writes are found by method, so a route added later is
 * recorded without anyone remembering to.
 */

declare module 'fastify' {
  interface FastifyInstance {
    audit(
      request: FastifyRequest,
      action: string,
      target?: string | null,
      actor?: { id: number; nama: string; role: string },
    ): Promise<void>;
  }
}

/** Reads that are recorded too: they show or hand out an applicant's personal data. */
const AUDITED_READS = new Set([
  'GET /api/pelamar/:id',
  'GET /api/pelamar/export.csv',
  'GET /api/files/:kind/:name',
]);
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function targetOf(params: unknown) {
  if (!params || typeof params !== 'object') return null;
  const values = Object.values(params as Record<string, unknown>).map(String);
  return values.length ? values.join('/') : null;
}

export const auditPlugin = fp(async (app: FastifyInstance) => {
  const db = app.db;

  app.decorate('audit', async (request, action, target = null, actor) => {
    const who = actor ?? request.staff;
    await db
      .insertInto('audit_log')
      .values({
        actor_id: who?.id ?? null,
        actor: who?.nama ?? null,
        role: who?.role ?? null,
        action,
        target,
        created_at: app.clock().toISOString(),
      })
      .execute();
  });

  // onSend, not onResponse: the row exists before the client has its answer.
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/') || reply.statusCode >= 400) return payload;
    const key = `${request.method} ${route}`;
    const isStaffWrite = Boolean(request.staff) && !READ_METHODS.has(request.method);
    if (!isStaffWrite && !AUDITED_READS.has(key)) return payload;
    try {
      await app.audit(request, `${request.method} ${route.slice(4)}`, targetOf(request.params));
    } catch (error) {
      request.log.error({ err: error }, 'audit record failed');
    }
    return payload;
  });
});
