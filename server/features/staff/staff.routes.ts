import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

import { ALL_STAFF_ROLES, STAFF_ADMIN_ROLES } from '#common/roles';
import { idParamSchema, okSchema } from '#common/schemas/common';
import { staffMeSchema, staffSchema, staffStatusInputSchema } from '#common/schemas/staff';
import { staffText } from '#common/texts/staff';

import type { FeaturePlugin } from '../../lib/feature.ts';
import {
  badRequest,
  conflict,
  errorResponses,
  isUniqueViolation,
  notFound,
  unauthorized,
} from '../../lib/http-errors.ts';
import { passwordBodies } from '../../lib/password-policy.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { type LastSuperadminCheck, staffRepo, toStaff } from '../../domain/staff-users.repo.ts';
import { callerSessionIfSelf } from '../../plugins/auth.ts';
import { STEP_UP_SCOPE } from '../../plugins/login-throttle.ts';

/**
 * Staff accounts: POST /register (docs/product.md §7, superadmin only) and, beyond the first version because staff
 * leave, listing, disabling, deleting and resetting accounts, plus changing one's own password.
 * Every change that should lock someone out ends that account's sessions at once.
 */
export const staffRoutes: FeaturePlugin = async (app) => {
  const repo = staffRepo(app.db, app.dbDialect);
  const superadminOnly = app.requireStaff(STAFF_ADMIN_ROLES);
  /**
   * A superadmin's change to another account (or a new account, which may be another superadmin)
   * needs a recent step-up, so a stolen session alone cannot take the other accounts over
   * (docs/decisions/033).
   */
  const superadminSteppedUp = [superadminOnly, app.stepUp.require];
  const errors = errorResponses(400, 401, 403, 404, 409);

  /**
   * The caller proves they know their current password. A stolen session could otherwise guess
   * it here without limit: each guess takes a slot of the step-up budget first (decision 032).
   */
  async function assertCurrentPassword(
    request: FastifyRequest,
    currentPassword: string | undefined,
  ) {
    if (!currentPassword) throw badRequest(staffText.currentPasswordRequired);
    const id = request.staff!.id;
    const slot = await app.loginThrottle.reserve({
      scope: STEP_UP_SCOPE,
      address: request.ip,
      account: `#${id}`,
    });
    const row = await repo.findById(id);
    if (!row) {
      await slot.release();
      throw unauthorized(staffText.staffNotFound);
    }
    if (!(await verifyPassword(row.password_hash, currentPassword)))
      throw badRequest(staffText.currentPasswordWrong);
    await slot.succeeded();
  }

  function assertLastSuperadminKept(result: LastSuperadminCheck) {
    if (result === 'not-found') throw notFound(staffText.staffNotFound);
    if (result === 'last-superadmin') throw conflict(staffText.lastSuperadmin);
  }

  app.post(
    '/register',
    {
      preHandler: superadminSteppedUp,
      schema: { body: passwordBodies.staffRegister, response: { 201: staffSchema, ...errors } },
    },
    async (request, reply) => {
      const { nama, password, role } = request.body;
      if (await repo.findByName(nama)) throw conflict(staffText.nameTaken);
      const passwordHash = await hashPassword(password);
      try {
        const row = await repo.create({ nama, passwordHash, role });
        request.log.info({ staffId: row.id, role, by: request.staff!.id }, 'staff user registered');
        return reply.code(201).send(toStaff(row));
      } catch (error) {
        // Two registrations racing for one name: the unique lower(nama) index decides.
        if (isUniqueViolation(error)) throw conflict(staffText.nameTaken);
        throw error;
      }
    },
  );

  app.get(
    '/staff',
    { preHandler: superadminOnly, schema: { response: { 200: z.array(staffSchema), ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      // A passkey is a second factor too, so the list offers 'Reset 2FA' for it (docs/decisions/033).
      const withPasskey = new Set(
        (await app.db.selectFrom('staff_passkeys').select('staff_id').distinct().execute()).map(
          (row) => row.staff_id,
        ),
      );
      return (await repo.list()).map((row) => {
        const staff = toStaff(row);
        return { ...staff, mfa_enabled: staff.mfa_enabled || withPasskey.has(row.id) };
      });
    },
  );

  app.get(
    '/staff/me',
    {
      // A user who still has to enrol a second factor may read who they are (docs/decisions/023).
      preHandler: app.requireStaff(ALL_STAFF_ROLES, { allowPendingMfa: true }),
      schema: { response: { 200: staffMeSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id, nama, role, mfaEnabled, mfaRequired } = request.staff!;
      return { id, nama, role, mfaEnabled, mfaRequired };
    },
  );

  app.put(
    '/staff/me/password',
    {
      preHandler: app.requireStaff(ALL_STAFF_ROLES),
      schema: { body: passwordBodies.staffChangeOwn, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      const me = request.staff!;
      const { currentPassword, newPassword } = request.body;
      await assertCurrentPassword(request, currentPassword);
      if (currentPassword === newPassword) throw badRequest(staffText.newPasswordSame);
      await repo.setPassword(me.id, await hashPassword(newPassword));
      // Changing a password ends the account's other sessions; this one stays.
      await app.auth.revokeUserSessions('staff', me.id, me.sessionId);
      request.log.info({ staffId: me.id }, 'staff password changed');
      return { success: true as const, message: staffText.passwordChanged };
    },
  );

  app.put(
    '/staff/:id/status',
    {
      preHandler: superadminSteppedUp,
      schema: {
        params: idParamSchema,
        body: staffStatusInputSchema,
        response: { 200: staffSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const isActive = request.body.is_active;
      if (!isActive && id === request.staff!.id) throw conflict(staffText.cannotChangeSelf);
      assertLastSuperadminKept(await repo.setActive(id, isActive));
      if (!isActive) await app.auth.revokeUserSessions('staff', id);
      request.log.info({ staffId: id, isActive, by: request.staff!.id }, 'staff status changed');
      const row = await repo.findById(id);
      if (!row) throw notFound(staffText.staffNotFound);
      return toStaff(row);
    },
  );

  app.delete(
    '/staff/:id',
    {
      preHandler: superadminSteppedUp,
      schema: { params: idParamSchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      const { id } = request.params;
      if (id === request.staff!.id) throw conflict(staffText.cannotChangeSelf);
      assertLastSuperadminKept(await repo.remove(id));
      await app.auth.revokeUserSessions('staff', id);
      request.log.info({ staffId: id, by: request.staff!.id }, 'staff user deleted');
      return { success: true as const, message: staffText.deleted };
    },
  );

  app.put(
    '/staff/:id/password',
    {
      preHandler: superadminSteppedUp,
      schema: {
        params: idParamSchema,
        body: passwordBodies.staffReset,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      // One's own password changes only with the current one, as on /staff/me/password (docs/decisions/032).
      if (id === request.staff!.id)
        await assertCurrentPassword(request, request.body.currentPassword);
      const updated = await repo.setPassword(id, await hashPassword(request.body.password));
      if (!updated) throw notFound(staffText.staffNotFound);
      // The old password may be known to someone else: every session of the account ends
      // (except the caller's own when resetting themselves).
      await app.auth.revokeUserSessions('staff', id, callerSessionIfSelf(request, id));
      request.log.info({ staffId: id, by: request.staff!.id }, 'staff password reset');
      return { success: true as const, message: staffText.resetPasswordDone };
    },
  );
};
