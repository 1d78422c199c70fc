import { randomBytes } from 'node:crypto';

import { generateRegistrationOptions } from '@simplewebauthn/server';
import { idParamSchema, okSchema } from '#common/schemas/common';
import {
  passkeyRegisterInputSchema,
  passkeyRegisteredSchema,
  passwordlessInputSchema,
  securityStatusSchema,
  webauthnOptionsSchema,
} from '#common/schemas/passkeys';
import { passkeysText } from '#common/texts/passkeys';

import type { FeaturePlugin } from '../../lib/feature.ts';
import { ownAccountChecks } from '../../plugins/auth.ts';
import {
  badRequest,
  conflict,
  errorResponses,
  isUniqueViolation,
  notFound,
} from '../../lib/http-errors.ts';
import { passkeysRepo } from '../../domain/passkeys.repo.ts';
import { newRecoveryCodes, replaceRecoveryCodes } from '../../domain/recovery-codes.ts';
import {
  CEREMONY_TIMEOUT_MS,
  PasskeyRefused,
  credentialDescriptors,
  relyingParty,
  verifyRegistration,
} from '../../domain/webauthn.ts';
import { ownAccountRepo, toPasskey } from './own-account.ts';

/**
 * The own account's passkeys on /admin/keamanan (docs/decisions/033): the security
 * status, registering (after a step-up), removing (after a step-up) and the passwordless setting.
 */

const errors = errorResponses(400, 401, 403, 404, 409);

export const passkeysRoutes: FeaturePlugin = async (app, { config }) => {
  const repo = passkeysRepo(app.db);
  const account = ownAccountRepo(app.db);
  const rp = relyingParty(config);
  const nowIso = () => app.clock().toISOString();
  const ownAccount = ownAccountChecks(app);
  const steppedUp = [...ownAccount, app.stepUp.require];

  app.get(
    '/staff/security',
    { preHandler: ownAccount, schema: { response: { 200: securityStatusSchema, ...errors } } },
    async (request) => {
      const me = request.staff!;
      const [factors, passkeys, stepUpUntil] = await Promise.all([
        account.factors(me.id),
        repo.listFor(me.id),
        app.stepUp.validUntil(me.sessionId),
      ]);
      return {
        ...factors,
        passkeys: passkeys.map(toPasskey),
        required: me.mfaRequired,
        stepUpUntil,
      };
    },
  );

  app.post(
    '/staff/passkeys/options',
    { preHandler: steppedUp, schema: { response: { 200: webauthnOptionsSchema, ...errors } } },
    async (request) => {
      const me = request.staff!;
      const options = await generateRegistrationOptions({
        rpName: rp.rpName,
        rpID: rp.rpID,
        userName: me.nama,
        userDisplayName: me.nama,
        userID: Buffer.from(await account.webauthnUserId(me.id, newUserHandle), 'base64url'),
        timeout: CEREMONY_TIMEOUT_MS,
        attestationType: 'none',
        // A discoverable passkey can log in without a name; a key without room still registers.
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
        excludeCredentials: credentialDescriptors(await repo.credentialsOf(me.id)),
      });
      await app.passkeys.challenges.save(options.challenge, 'register', {
        staffId: me.id,
        sessionId: me.sessionId,
      });
      return { ...options };
    },
  );

  app.post(
    '/staff/passkeys',
    {
      preHandler: steppedUp,
      schema: {
        body: passkeyRegisterInputSchema,
        response: { 201: passkeyRegisteredSchema, ...errors },
      },
    },
    async (request, reply) => {
      const me = request.staff!;
      const response = request.body.response as never;
      let info;
      try {
        const challenge = await app.passkeys.challenges.consume(response, 'register', {
          staffId: me.id,
          sessionId: me.sessionId,
        });
        info = await verifyRegistration(config, response, challenge.challenge);
      } catch (error) {
        if (error instanceof PasskeyRefused)
          throw await app.passkeys.refuse(request, error, 'register', 400);
        throw error;
      }
      const now = nowIso();
      const isFirstFactor = !me.mfaEnabled;
      let id: number;
      try {
        ({ id } = await repo.insert({
          staffId: me.id,
          credentialId: info.credential.id,
          publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
          counter: info.credential.counter,
          transports: info.credential.transports ?? [],
          nama: request.body.nama,
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
          now,
        }));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(passkeysText.alreadyRegistered);
        throw error;
      }
      // The first second factor comes with recovery codes, as a TOTP enrolment does.
      const recoveryCodes = isFirstFactor ? newRecoveryCodes() : undefined;
      if (recoveryCodes) await replaceRecoveryCodes(app.db, me.id, recoveryCodes, now);
      // Sessions opened with the password alone end, as after a TOTP enrolment; this one stays.
      if (isFirstFactor) await app.auth.revokeUserSessions('staff', me.id, me.sessionId);
      request.log.info({ staffId: me.id, passkeyId: id }, 'passkey registered');
      const passkey = (await repo.listFor(me.id)).find((row) => row.id === id)!;
      return reply.code(201).send({ passkey: toPasskey(passkey), recoveryCodes });
    },
  );

  app.delete(
    '/staff/passkeys/:id',
    {
      preHandler: steppedUp,
      schema: { params: idParamSchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      const me = request.staff!;
      const factors = await account.factors(me.id);
      const isLast = !factors.totp && (await repo.count(me.id)) <= 1;
      if (isLast && me.mfaRequired) throw conflict(passkeysText.lastFactor);
      if (!(await repo.remove(me.id, request.params.id))) throw notFound(passkeysText.notFound);
      // No second factor left: the recovery codes and the passwordless setting go with it.
      if (isLast) await account.clearPasskeyOnlyState(me.id, nowIso());
      request.log.info({ staffId: me.id, passkeyId: request.params.id }, 'passkey removed');
      return { success: true as const, message: passkeysText.removed };
    },
  );

  app.put(
    '/staff/passkeys/login',
    {
      preHandler: ownAccount,
      schema: { body: passwordlessInputSchema, response: { 200: okSchema, ...errors } },
    },
    async (request) => {
      const me = request.staff!;
      const { enabled } = request.body;
      // Turning it on lets a passkey alone in: a step-up first. Turning it off never needs one.
      if (enabled) {
        await app.stepUp.require(request);
        if ((await repo.count(me.id)) === 0) throw badRequest(passkeysText.noPasskeyForLogin);
      }
      await account.setPasswordless(me.id, enabled);
      return { success: true as const, message: passkeysText.loginSettingSaved };
    },
  );

  // Answered or not, a challenge is useless after a few minutes: expired ones go hourly.
  app.jobs.every('webauthn-challenge-cleanup', 3600_000, async ({ log }) => {
    const removed = await app.passkeys.challenges.deleteExpired();
    if (removed) log.info({ removed }, 'expired WebAuthn challenges deleted');
  });
};

/** A random WebAuthn user handle: never the staff id, so it says nothing about the account. */
const newUserHandle = () => randomBytes(32).toString('base64url');
