import { createHash, randomBytes } from 'node:crypto';

import { sql } from 'kysely';
import { z } from 'zod';

import {
  forgotPasswordInputSchema,
  forgotPasswordResultSchema,
} from '#common/schemas/applicant-auth';
import { privacyText } from '#common/texts/privacy';

import { addSeconds, nowIso } from '../../lib/dates.ts';
import type { FeaturePlugin } from '../../lib/feature.ts';
import { badRequest, errorResponses } from '../../lib/http-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { passwordBodies } from '../../lib/password-policy.ts';

/**
 * Applicant password reset by e-mail (docs/product.md §11). POST /forgot-password answers 202 the
 * same way whether or not the address has an account, and mails a single-use link valid
 * 30 minutes; POST /reset-password sets the new password and ends every session of the account.
 * Only the token's SHA-256 is stored (docs/decisions/022-applicant-privacy.md).
 */

export const RESET_TOKEN_TTL_SECONDS = 30 * 60;
/** Links mailed to one account per window: stops the form being used to flood a mailbox. */
const MAX_LINKS_PER_ACCOUNT = 3;
const LINKS_WINDOW_SECONDS = 60 * 60;

export function hashResetToken(token: string) {
  return createHash('sha256').update(token).digest('base64url');
}

export const passwordResetRoutes: FeaturePlugin = async (app, { config }) => {
  const db = app.db;

  app.post(
    '/forgot-password',
    {
      config: { rateLimit: app.rateLimits.perIp(5, '15 minutes') },
      schema: {
        body: forgotPasswordInputSchema,
        response: { 202: forgotPasswordResultSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { email, captchaToken } = request.body;
      await app.captcha.verify(captchaToken, request.ip);
      const user = await db
        .selectFrom('applicant_users')
        .select(['id', 'nama', 'email'])
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      if (user) {
        const now = nowIso();
        const recent = await db
          .selectFrom('password_resets')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', user.id)
          .where('created_at', '>', addSeconds(now, -LINKS_WINDOW_SECONDS))
          .executeTakeFirstOrThrow();
        if (Number(recent.n) < MAX_LINKS_PER_ACCOUNT) {
          const token = randomBytes(32).toString('base64url');
          await db.transaction().execute(async (trx) => {
            // Only the newest link works: asking again retires the ones before it.
            await trx
              .updateTable('password_resets')
              .set({ used_at: now })
              .where('user_id', '=', user.id)
              .where('used_at', 'is', null)
              .execute();
            await trx
              .insertInto('password_resets')
              .values({
                user_id: user.id,
                token_hash: hashResetToken(token),
                created_at: now,
                expires_at: addSeconds(now, RESET_TOKEN_TTL_SECONDS),
                used_at: null,
              })
              .execute();
          });
          const link = `${config.siteUrl}/reset-password?token=${encodeURIComponent(token)}`;
          await app.mailer.send({
            to: user.email,
            subject: privacyText.mailSubject,
            text: privacyText.mailBody(user.nama, link, RESET_TOKEN_TTL_SECONDS / 60),
          });
          request.log.info({ applicantUserId: user.id }, 'password reset link sent');
        }
      }
      return reply.code(202).send({ message: privacyText.forgotSent });
    },
  );

  app.post(
    '/reset-password',
    {
      config: { rateLimit: app.rateLimits.perIp(10, '15 minutes') },
      schema: {
        // The same password policy as registration (`password1` was accepted here).
        body: passwordBodies.applicantReset,
        response: { 204: z.null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const now = nowIso();
      const row = await db
        .selectFrom('password_resets')
        .selectAll()
        .where('token_hash', '=', hashResetToken(token))
        .executeTakeFirst();
      if (!row) throw badRequest(privacyText.tokenInvalid);
      if (row.used_at) throw badRequest(privacyText.tokenUsed);
      if (row.expires_at <= now) throw badRequest(privacyText.tokenExpired);
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        // The conditional update makes the link single-use even when two requests race.
        const claimed = await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('id', '=', row.id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) throw badRequest(privacyText.tokenUsed);
        const updated = await trx
          .updateTable('applicant_users')
          .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
          .where('id', '=', row.user_id)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw badRequest(privacyText.tokenInvalid);
      });
      // Whoever knew the old password is logged out everywhere.
      await app.auth.revokeUserSessions('applicant', row.user_id);
      request.log.info({ applicantUserId: row.user_id }, 'applicant password reset');
      return reply.code(204).send(null);
    },
  );
};
