import { createHash } from 'node:crypto';

import { z } from 'zod';

import { okSchema } from '#common/schemas/common';
import {
  endedSessionsSchema,
  sessionIdParamSchema,
  staffSessionSchema,
} from '#common/schemas/passkeys';
import { staffSessionsText } from '#common/texts/staff-sessions';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { conflict, errorResponses, notFound } from '../../lib/http-errors.ts';
import { sessionPolicy } from '../../plugins/auth-sessions.ts';
import { ownAccountChecks } from '../../plugins/auth.ts';
import { addSeconds } from '../../lib/dates.ts';
import { describeUserAgent } from './user-agent.ts';

/**
 * The own active sessions on /admin/keamanan (docs/decisions/033): browser, address and last use, and
 * ending one or all others (revoked on the server; each end is a staff write, so audited).
 * Sessions are named by a hash of their id: the id itself is part of every token.
 */

const handleOf = (sessionId: string) =>
  createHash('sha256').update(`session:${sessionId}`).digest('base64url').slice(0, 22);

export const staffSessionsRoutes: FeaturePlugin = async (app, { config }) => {
  const idleSeconds = sessionPolicy(config).staff.idle;
  const ownAccount = ownAccountChecks(app);
  const errors = errorResponses(400, 401, 403, 404, 409);

  /** The account's sessions that still work: not revoked, not past either timeout. */
  async function activeSessions(staffId: number) {
    const now = app.clock().toISOString();
    const rows = await app.db
      .selectFrom('sessions')
      .select(['id', 'ip_address', 'user_agent', 'created_at', 'last_seen_at'])
      .where('kind', '=', 'staff')
      .where('user_id', '=', staffId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .where('last_seen_at', '>', addSeconds(now, -idleSeconds))
      .orderBy('last_seen_at', 'desc')
      .execute();
    return rows.map((row) => ({ ...row, handle: handleOf(row.id) }));
  }

  app.get(
    '/staff/sessions',
    {
      preHandler: ownAccount,
      schema: { response: { 200: z.array(staffSessionSchema), ...errors } },
    },
    async (request) => {
      const me = request.staff!;
      const rows = await activeSessions(me.id);
      return rows
        .map((row) => ({
          id: row.handle,
          browser: describeUserAgent(row.user_agent),
          ip_address: row.ip_address,
          created_at: row.created_at,
          last_seen_at: row.last_seen_at,
          current: row.id === me.sessionId,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current));
    },
  );

  app.delete(
    '/staff/sessions/:id',
    {
      preHandler: ownAccount,
      schema: { params: sessionIdParamSchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      const me = request.staff!;
      const session = (await activeSessions(me.id)).find((row) => row.handle === request.params.id);
      if (!session) throw notFound(staffSessionsText.notFound);
      if (session.id === me.sessionId) throw conflict(staffSessionsText.cannotEndCurrent);
      await app.auth.revokeSession(session.id);
      request.log.info({ staffId: me.id }, 'staff session ended by its owner');
      return { success: true as const, message: staffSessionsText.ended };
    },
  );

  app.delete(
    '/staff/sessions',
    { preHandler: ownAccount, schema: { response: { 200: endedSessionsSchema, ...errors } } },
    async (request) => {
      const me = request.staff!;
      const others = (await activeSessions(me.id)).filter((row) => row.id !== me.sessionId);
      await app.auth.revokeUserSessions('staff', me.id, me.sessionId);
      request.log.info({ staffId: me.id, ended: others.length }, 'other staff sessions ended');
      return { ended: others.length, message: staffSessionsText.endedOthers(others.length) };
    },
  );
};
