import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { ALL_STAFF_ROLES, type Role, hasRole } from '#common/roles';
import { apiErrorText } from '#common/texts/common';
import { mfaText } from '#common/texts/mfa';

import type { Config } from '../config.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import { markAccessCheck } from '../lib/access-checks.ts';
import {
  type ApplicantPrincipal,
  type AuthService,
  BACKGROUND_HEADER,
  type StaffPrincipal,
  createAuthService,
} from './auth-sessions.ts';

/**
 * Decorates the app with the session service (server/plugins/auth-sessions.ts) and the route
 * guards `requireStaff` / `requireApplicant` that check a request's bearer token against it
 * (docs/decisions/003-tokens-and-revocation.md).
 */

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    /**
     * preHandler: a valid staff token whose role is in `roles` (all staff roles when omitted).
     * A user who must enrol a second factor and has not gets 403, unless `allowPendingMfa`.
     */
    requireStaff(
      roles?: readonly Role[],
      options?: { allowPendingMfa?: boolean },
    ): (request: FastifyRequest) => Promise<void>;
    /** The time as the app sees it; tests inject a clock (BuildAppOptions.now). */
    clock(): Date;
    /** preHandler: a valid applicant token. */
    requireApplicant(): (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    staff?: StaffPrincipal;
    applicant?: ApplicantPrincipal;
  }
}

function bearer(request: FastifyRequest) {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/**
 * The caller's own session when a staff member acts on their own account (it stays open while
 * the account's other sessions end), otherwise undefined.
 */
export function callerSessionIfSelf(request: FastifyRequest, staffId: number) {
  return staffId === request.staff?.id ? request.staff.sessionId : undefined;
}

/**
 * preHandlers of a staff member's own-account routes (security screen, MFA, sessions, step-up):
 * any role, even before a required second factor is enrolled (so TOTP or a passkey can
 * become the first), and never cached, as the answers hold secrets, codes and sessions.
 */
export function ownAccountChecks(app: FastifyInstance) {
  return [
    app.requireStaff(ALL_STAFF_ROLES, { allowPendingMfa: true }),
    async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
    },
  ];
}

export function isBackgroundRequest(request: FastifyRequest) {
  return request.headers[BACKGROUND_HEADER] === '1';
}

export const authPlugin = fp(
  async (app: FastifyInstance, { config, now }: { config: Config; now?: () => number }) => {
    const key = new TextEncoder().encode(config.jwtSecret);
    const db = app.db;
    const clock = () => new Date(now ? now() : Date.now());
    app.decorate('clock', clock);

    const service = createAuthService(db, config, key, clock);

    /** Whoever the request's bearer token names, if its session is live; 401 without a token. */
    async function principalOf(request: FastifyRequest, ip?: string) {
      const token = bearer(request);
      if (!token) throw unauthorized(apiErrorText.unauthorized);
      return service.authenticate(token, { background: isBackgroundRequest(request), ip });
    }

    app.decorate('auth', service);
    app.decorateRequest('staff', undefined);
    app.decorateRequest('applicant', undefined);

    app.decorate(
      'requireStaff',
      (roles?: readonly Role[], options: { allowPendingMfa?: boolean } = {}) =>
        markAccessCheck(
          async (request: FastifyRequest) => {
            const principal = await principalOf(request);
            if (!principal || !('role' in principal))
              throw unauthorized(apiErrorText.sessionExpired);
            // README.md, Configuration (MFA_REQUIRED_ROLES): until enrolled, the session may only enrol or log out.
            if (principal.mfaRequired && !principal.mfaEnabled && !options.allowPendingMfa)
              throw forbidden(mfaText.enrollmentRequired, 'mfa_required');
            if (roles && !hasRole(principal.role, roles)) throw forbidden(apiErrorText.forbidden);
            request.staff = principal;
          },
          { who: 'staff', roles },
        ),
    );

    app.decorate('requireApplicant', () =>
      markAccessCheck(
        async (request: FastifyRequest) => {
          const principal = await principalOf(request, request.ip);
          if (!principal || 'role' in principal) throw unauthorized(apiErrorText.sessionExpired);
          request.applicant = principal;
        },
        { who: 'applicant' },
      ),
    );
  },
);
