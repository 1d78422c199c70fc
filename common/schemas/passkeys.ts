import './zod-setup.ts';

import { z } from 'zod';

import { passkeysText } from '../texts/passkeys.ts';
import { staffSessionsText } from '../texts/staff-sessions.ts';
import { filledText } from './common.ts';

/** Staff passkeys, step-up and sessions (docs/decisions/033). */

const base64url = (max: number) =>
  z
    .string({ error: passkeysText.responseRequired })
    .max(max, passkeysText.refusals.invalid)
    .regex(/^[A-Za-z0-9_-]*$/, passkeysText.refusals.invalid);

/**
 * What `startRegistration()` / `startAuthentication()` of @simplewebauthn/browser answer. Only
 * the shape and sizes are checked here; the library checks the content.
 */
export const webauthnResponseSchema = z.looseObject(
  {
    id: base64url(1024).min(1, passkeysText.responseRequired),
    rawId: base64url(1024),
    type: z.literal('public-key', { error: passkeysText.refusals.invalid }),
    response: z.looseObject({
      clientDataJSON: base64url(8192),
      attestationObject: base64url(65536).optional(),
      authenticatorData: base64url(8192).optional(),
      signature: base64url(2048).optional(),
      userHandle: base64url(256).optional(),
      transports: z.array(z.string().max(32)).max(10).optional(),
    }),
    clientExtensionResults: z.looseObject({}).default({}),
    authenticatorAttachment: z.string().max(32).optional(),
  },
  { error: passkeysText.responseRequired },
);

/** The options handed to the browser (PublicKeyCredential{Creation,Request}OptionsJSON). */
export const webauthnOptionsSchema = z.looseObject({ challenge: z.string() });

export const passkeyNameSchema = filledText(60, {
  required: passkeysText.nameRequired,
  tooLong: passkeysText.nameTooLong,
});

export const passkeyRegisterInputSchema = z.object({
  nama: passkeyNameSchema,
  response: webauthnResponseSchema,
});

export const passkeyAssertionInputSchema = z.object({ response: webauthnResponseSchema });

export const passkeyMfaOptionsInputSchema = z.object({
  mfaToken: z.string().min(1).max(200),
});
/** Which second factors the step after the password offers (recovery codes always work). */
export const mfaFactorsSchema = z.object({ totp: z.boolean(), passkey: z.boolean() });
export type MfaFactors = z.infer<typeof mfaFactorsSchema>;

export const passkeyMfaLoginInputSchema = passkeyMfaOptionsInputSchema.extend({
  response: webauthnResponseSchema,
});

export const passkeySchema = z.object({
  id: z.number(),
  nama: z.string(),
  /** Synced between devices (a multi-device passkey) rather than bound to one authenticator. */
  synced: z.boolean(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** The own account's second factors as /admin/keamanan shows them. */
export const securityStatusSchema = z.object({
  totp: z.boolean(),
  passkeys: z.array(passkeySchema),
  passwordless: z.boolean(),
  recoveryCodesLeft: z.number(),
  required: z.boolean(),
  /** Until when this session counts as recently proven (step-up), or null. */
  stepUpUntil: z.string().nullable(),
});
export type SecurityStatus = z.infer<typeof securityStatusSchema>;

export const passwordlessInputSchema = z.object({ enabled: z.boolean() });

export const passkeyRegisteredSchema = z.object({
  passkey: passkeySchema,
  /** Shown once when the passkey is the account's first second factor. */
  recoveryCodes: z.array(z.string()).optional(),
});
export type PasskeyRegistered = z.infer<typeof passkeyRegisteredSchema>;

/** POST /staff/step-up: a code (TOTP or recovery) or, while no second factor exists, the password. */
export const stepUpInputSchema = z.object({
  code: z.string().max(40).optional(),
  password: z.string().max(1024).optional(),
});
export const stepUpResultSchema = z.object({ until: z.string() });
export type StepUpResult = z.infer<typeof stepUpResultSchema>;

export const staffSessionSchema = z.object({
  id: z.string(),
  browser: z.string(),
  ip_address: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const sessionIdParamSchema = z.object({
  id: z.string().min(1, staffSessionsText.notFound).max(64, staffSessionsText.notFound),
});
export const endedSessionsSchema = z.object({ ended: z.number(), message: z.string() });
