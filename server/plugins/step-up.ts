import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { stepUpText } from '#common/texts/step-up';

import { addSeconds } from '../lib/dates.ts';
import { forbidden } from '../lib/http-errors.ts';

/**
 * Step-up (docs/decisions/033): before a change to the own account's second factor,
 * the session's owner proves a factor again (a TOTP or recovery code, a passkey, or the password
 * while no second factor exists). The proof marks the session for STEP_UP_SECONDS, so a stolen
 * session alone can no longer remove or replace the owner's factor. Decorates `app.stepUp`.
 */

export const STEP_UP_SECONDS = 5 * 60;

export interface StepUp {
  /** Marks the caller's session as freshly proven; answers until when. */
  grant(sessionId: string): Promise<string>;
  /** Until when the session counts as proven, or null. */
  validUntil(sessionId: string): Promise<string | null>;
  /** preHandler after requireStaff: 403 with `stepUpText.required` unless recently proven. */
  require(request: FastifyRequest): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    stepUp: StepUp;
  }
}

export const stepUpPlugin = fp(async (app: FastifyInstance) => {
  const nowIso = () => app.clock().toISOString();

  async function validUntil(sessionId: string) {
    const row = await app.db
      .selectFrom('sessions')
      .select('stepped_up_at')
      .where('id', '=', sessionId)
      .executeTakeFirst();
    if (!row?.stepped_up_at) return null;
    const until = addSeconds(row.stepped_up_at, STEP_UP_SECONDS);
    return until > nowIso() ? until : null;
  }

  app.decorate('stepUp', {
    async grant(sessionId) {
      const now = nowIso();
      await app.db
        .updateTable('sessions')
        .set({ stepped_up_at: now })
        .where('id', '=', sessionId)
        .execute();
      return addSeconds(now, STEP_UP_SECONDS);
    },
    validUntil,
    async require(request) {
      const session = request.staff?.sessionId;
      if (!session || !(await validUntil(session)))
        throw forbidden(stepUpText.required, 'step_up_required');
    },
  } satisfies StepUp);
});
