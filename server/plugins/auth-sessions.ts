import { randomBytes } from 'node:crypto';

import { SignJWT, jwtVerify } from 'jose';
import type { Kysely } from 'kysely';

import { type Role, isRole } from '#common/roles';

import type { Config } from '../config.ts';
import type { DB } from '../db/schema.ts';
import { addSeconds } from '../lib/dates.ts';

/**
 * The sessions behind the tokens: issuing, checking and revoking them. Tokens are JWTs
 * (docs/api.md) that carry a session id; every call checks that session in the database, so
 * logout, disabling an account and changing a password take effect at once
 * (docs/decisions/003-tokens-and-revocation.md). The plugin that decorates the app with it and
 * guards routes is server/plugins/auth.ts.
 */

export interface StaffPrincipal {
  id: number;
  nama: string;
  role: Role;
  sessionId: string;
  /** A second factor (TOTP or at least one passkey) is on for this account. */
  mfaEnabled: boolean;
  /** The role is in MFA_REQUIRED_ROLES: until enrolled, only enrolment and logout are allowed. */
  mfaRequired: boolean;
}

export interface ApplicantPrincipal {
  id: number;
  email: string;
  nama: string;
  sessionId: string;
}

export type Kind = 'staff' | 'applicant';

/**
 * Session lifetimes in seconds: idle timeout and absolute lifetime per kind. Staff: idle
 * STAFF_IDLE_MINUTES (default 30), absolute 12 hours (docs/decisions/023).
 */
export function sessionPolicy(config: Pick<Config, 'staffIdleMinutes'>) {
  return {
    staff: { idle: config.staffIdleMinutes * 60, absolute: STAFF_ABSOLUTE_SECONDS },
    applicant: { idle: 30 * 24 * 3600, absolute: 90 * 24 * 3600 },
  } satisfies Record<Kind, { idle: number; absolute: number }>;
}
export const STAFF_ABSOLUTE_SECONDS = 12 * 3600;
/**
 * Requests the web makes on its own (the 10-second polls) carry this header; they prove nobody
 * is at the keyboard, so they never extend a session.
 */
export const BACKGROUND_HEADER = 'x-sigap-background';
// last_seen_at is written at most this often, so polling does not write on every call.
const TOUCH_INTERVAL_SECONDS = 60;
// A browser's User-Agent is kept to this many characters (enough to name browser and system).
const USER_AGENT_MAX = 300;

/** Where a staff session is used from, shown on the sessions screen (docs/decisions/033). */
export interface SessionClient {
  ip: string;
  userAgent?: string;
}

export interface AuthService {
  issueStaffToken(
    user: { id: number; nama: string; role: string },
    client?: SessionClient,
  ): Promise<string>;
  issueApplicantToken(user: { id: number; nama: string; email: string }): Promise<string>;
  /**
   * Verifies a token and its session; undefined when anything is wrong. An expired session is
   * deleted when met. A `background` request does not count as activity.
   */
  authenticate(
    token: string,
    options?: { background?: boolean; ip?: string },
  ): Promise<StaffPrincipal | ApplicantPrincipal | undefined>;
  revokeSession(sessionId: string): Promise<void>;
  /** Ends every session of an account, except `keepSessionId` (the caller's own). */
  revokeUserSessions(kind: Kind, userId: number, keepSessionId?: string): Promise<void>;
}

/** The session service over the `sessions` table; `key` signs the tokens, `clock` is the app's. */
export function createAuthService(
  db: Kysely<DB>,
  config: Pick<Config, 'staffIdleMinutes' | 'mfaRequiredRoles'>,
  key: Uint8Array,
  clock: () => Date,
): AuthService {
  const nowIso = () => clock().toISOString();
  const SESSION_POLICY = sessionPolicy(config);

  async function createSession(kind: Kind, userId: number, client?: SessionClient) {
    const now = nowIso();
    const id = randomBytes(18).toString('base64url');
    const expiresAt = addSeconds(now, SESSION_POLICY[kind].absolute);
    await db
      .insertInto('sessions')
      .values({
        id,
        kind,
        user_id: userId,
        created_at: now,
        last_seen_at: now,
        expires_at: expiresAt,
        revoked_at: null,
        ip_address: client?.ip ?? null,
        // A login just proved every factor the account has: that counts as a step-up (docs/decisions/033).
        stepped_up_at: kind === 'staff' ? now : null,
        user_agent: client?.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      })
      .execute();
    return { id, expiresAt };
  }

  async function sign(
    claims: Record<string, unknown>,
    subject: number,
    sessionId: string,
    expiresAt: string,
  ) {
    return new SignJWT({ ...claims, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(subject))
      .setIssuedAt(Math.floor(clock().getTime() / 1000))
      .setExpirationTime(Math.floor(Date.parse(expiresAt) / 1000))
      .sign(key);
  }

  /**
   * Marks the still-open sessions revoked now; both revoke calls narrow it down. An already
   * revoked session keeps the time it was revoked at.
   */
  const revokeOpenSessions = () =>
    db.updateTable('sessions').set({ revoked_at: nowIso() }).where('revoked_at', 'is', null);

  return {
    async issueStaffToken(user, client) {
      const session = await createSession('staff', user.id, client);
      return sign(
        { kind: 'staff', nama: user.nama, role: user.role },
        user.id,
        session.id,
        session.expiresAt,
      );
    },
    async issueApplicantToken(user) {
      const session = await createSession('applicant', user.id);
      return sign(
        { kind: 'applicant', id: user.id, email: user.email, nama: user.nama },
        user.id,
        session.id,
        session.expiresAt,
      );
    },
    async authenticate(token, options = {}) {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: clock(),
        }));
      } catch (error) {
        // A well-signed token past its lifetime: its session row goes too (deleted when met).
        const expired = error as { code?: string; payload?: { sid?: unknown } };
        if (expired.code === 'ERR_JWT_EXPIRED' && typeof expired.payload?.sid === 'string')
          await db.deleteFrom('sessions').where('id', '=', expired.payload.sid).execute();
        return undefined;
      }
      const kind = payload.kind;
      const sessionId = payload.sid;
      const userId = Number(payload.sub);
      if (
        (kind !== 'staff' && kind !== 'applicant') ||
        typeof sessionId !== 'string' ||
        !Number.isInteger(userId)
      )
        return undefined;
      const session = await db
        .selectFrom('sessions')
        .selectAll()
        .where('id', '=', sessionId)
        .executeTakeFirst();
      const now = nowIso();
      if (!session || session.kind !== kind || session.user_id !== userId || session.revoked_at)
        return undefined;
      if (
        session.expires_at <= now ||
        addSeconds(session.last_seen_at, SESSION_POLICY[kind].idle) <= now
      ) {
        // An expired session is deleted when met (jobs sweep the rest periodically) (docs/decisions/023).
        await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
        return undefined;
      }
      if (!options.background && addSeconds(session.last_seen_at, TOUCH_INTERVAL_SECONDS) <= now) {
        await db
          .updateTable('sessions')
          .set({ last_seen_at: now, ...(options.ip ? { ip_address: options.ip } : {}) })
          .where('id', '=', sessionId)
          .execute();
      }
      if (kind === 'staff') {
        // Name and role come from the database, not the token: a changed role applies at once.
        const user = await db
          .selectFrom('staff_users')
          .select(['id', 'nama', 'role', 'is_active', 'mfa_enabled_at'])
          .select((eb) =>
            eb
              .exists(
                eb
                  .selectFrom('staff_passkeys')
                  .select('staff_passkeys.id')
                  .whereRef('staff_passkeys.staff_id', '=', 'staff_users.id'),
              )
              .as('has_passkey'),
          )
          .where('id', '=', userId)
          .executeTakeFirst();
        if (!user || !user.is_active || !isRole(user.role)) return undefined;
        return {
          id: user.id,
          nama: user.nama,
          role: user.role,
          sessionId,
          mfaEnabled: user.mfa_enabled_at !== null || Boolean(user.has_passkey),
          mfaRequired: config.mfaRequiredRoles.includes(user.role),
        } satisfies StaffPrincipal;
      }
      const user = await db
        .selectFrom('applicant_users')
        .select(['id', 'nama', 'email'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) return undefined;
      return {
        id: user.id,
        nama: user.nama,
        email: user.email,
        sessionId,
      } satisfies ApplicantPrincipal;
    },
    async revokeSession(sessionId) {
      await revokeOpenSessions().where('id', '=', sessionId).execute();
    },
    async revokeUserSessions(kind, userId, keepSessionId) {
      let query = revokeOpenSessions().where('kind', '=', kind).where('user_id', '=', userId);
      if (keepSessionId) query = query.where('id', '!=', keepSessionId);
      await query.execute();
    },
  };
}
