import { sql } from 'kysely';
import { z } from 'zod';

import {
  applicantLoginInputSchema,
  applicantLoginName,
  applicantTokenSchema,
} from '#common/schemas/applicant-auth';
import { applicantAuthText } from '#common/texts/applicant-auth';

import { recordConsent } from '../../domain/consents.ts';
import { nowIso } from '../../lib/dates.ts';
import type { FeaturePlugin } from '../../lib/feature.ts';
import {
  conflict,
  errorResponses,
  isUniqueViolation,
  unauthorized,
} from '../../lib/http-errors.ts';
import { passwordBodies } from '../../lib/password-policy.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { setApplicantPageCookie } from '../../lib/applicant-page-cookie.ts';
import { LOGIN_REQUESTS_PER_MINUTE, verifyCaptchaOrRelease } from './login-attempts.ts';

/**
 * Applicant accounts: POST /register-user and POST /login-user (docs/product.md §7). Logout is the shared
 * POST /logout. Usernames and e-mails are unique case-insensitively (unique lower() indexes).
 */

const THROTTLE_SCOPE = 'applicant';
const registeredSchema = z.object({ success: z.literal(true), message: z.string() });

export const applicantAuthRoutes: FeaturePlugin = async (app) => {
  const db = app.db;

  async function takenMessage(nama: string, email: string) {
    const clash = await db
      .selectFrom('applicant_users')
      .select(['nama', 'email'])
      .where((eb) =>
        eb.or([
          eb(sql`lower(nama)`, '=', nama.toLowerCase()),
          eb(sql`lower(email)`, '=', email.toLowerCase()),
        ]),
      )
      .executeTakeFirst();
    if (!clash) return undefined;
    return clash.nama.toLowerCase() === nama.toLowerCase()
      ? applicantAuthText.usernameTaken
      : applicantAuthText.emailTaken;
  }

  app.post(
    '/register-user',
    {
      config: { rateLimit: app.rateLimits.perIp(10, '10 minutes') },
      schema: {
        // The password policy (length and the common-password list): lib/password-policy.ts.
        body: passwordBodies.applicantRegister,
        response: { 201: registeredSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { nama, email, password, captchaToken } = request.body;
      await app.captcha.verify(captchaToken, request.ip);
      const taken = await takenMessage(nama, email);
      if (taken) throw conflict(taken);
      const now = nowIso();
      const passwordHash = await hashPassword(password);
      try {
        // The account and its consent (UU PDP) are stored together or not at all.
        const user = await db.transaction().execute(async (trx) => {
          const created = await trx
            .insertInto('applicant_users')
            .values({
              nama,
              email,
              password_hash: passwordHash,
              password_changed_at: now,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordConsent(trx, created.id, 'registrasi');
          return created;
        });
        request.log.info({ applicantUserId: user.id }, 'applicant registered');
      } catch (error) {
        // Two registrations racing for one name: the unique index decides.
        if (isUniqueViolation(error))
          throw conflict((await takenMessage(nama, email)) ?? applicantAuthText.usernameTaken);
        throw error;
      }
      return reply
        .code(201)
        .send({ success: true as const, message: applicantAuthText.registerSuccess });
    },
  );

  app.post(
    '/login-user',
    {
      config: { rateLimit: app.rateLimits.perIp(LOGIN_REQUESTS_PER_MINUTE, '1 minute') },
      schema: {
        body: applicantLoginInputSchema,
        response: {
          200: applicantTokenSchema,
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const { nama, password, captchaToken } = request.body;
      const login = applicantLoginName(nama);
      const attempt = { scope: THROTTLE_SCOPE, address: request.ip, account: login };
      // The slot is taken before the hash is checked (docs/decisions/032): a burst gets at most the limit.
      const slot = await app.loginThrottle.reserve(attempt);
      await verifyCaptchaOrRelease(app, slot, captchaToken, request.ip);
      const column = login.includes('@') ? sql`lower(email)` : sql`lower(nama)`;
      const user = await db
        .selectFrom('applicant_users')
        .select(['id', 'nama', 'email', 'password_hash'])
        .where(column, '=', login)
        .executeTakeFirst();
      const valid = user
        ? await verifyPassword(user.password_hash, password)
        : await verifyAgainstDummy(password);
      if (!user || !valid) {
        throw unauthorized(applicantAuthText.invalidCredentials);
      }
      await slot.succeeded();
      const token = await app.auth.issueApplicantToken(user);
      // The career pages are rendered with the applicant's data from this cookie (decision 041).
      setApplicantPageCookie(request, reply, token, app.clock().getTime());
      return { token };
    },
  );
};
