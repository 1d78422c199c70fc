import './zod-setup.ts';

import { z } from 'zod';

import { ROLES } from '../roles.ts';
import { PASSWORD_MAX, STAFF_PASSWORD_MIN } from '../rules.ts';
import { staffText } from '../texts/staff.ts';
import { passwordText } from './common.ts';

/** Staff accounts: POST /register, staff management and password changes (docs/product.md §5). */

export const STAFF_NAME_MAX = 50;

/** docs/product.md §5: a staff name holds only letters and digits. */
export const staffNamaSchema = z
  .string({ error: staffText.namaRequired })
  .trim()
  .min(1, staffText.namaRequired)
  .max(STAFF_NAME_MAX, staffText.namaTooLong)
  .regex(/^[A-Za-z0-9]+$/, staffText.namaLettersDigits);

export const staffRoleSchema = z.enum(ROLES, {
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? staffText.roleRequired
      : staffText.roleInvalid,
});

/** A new staff password: 12..128 characters (docs/decisions/023), never trimmed (spaces are part of a passphrase). */
export function newPasswordSchema(
  texts: { required: string; tooShort: string; tooLong: string } = {
    required: staffText.passwordRequired,
    tooShort: staffText.passwordTooShort,
    tooLong: staffText.passwordTooLong,
  },
) {
  return passwordText(PASSWORD_MAX, texts).min(STAFF_PASSWORD_MIN, texts.tooShort);
}

export const registerStaffInputSchema = z.object({
  nama: staffNamaSchema,
  password: newPasswordSchema(),
  role: staffRoleSchema,
});
export type RegisterStaffInput = z.infer<typeof registerStaffInputSchema>;

export const staffSchema = z.object({
  id: z.number(),
  nama: z.string(),
  role: z.enum(ROLES),
  is_active: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  mfa_enabled: z.boolean().optional(),
});
export type Staff = z.infer<typeof staffSchema>;

/** GET /staff/me: the account's own id, name and role, as the staff list has them. */
export const staffMeSchema = staffSchema.pick({ id: true, nama: true, role: true }).extend({
  /** Second factor on, and whether the role must have one (MFA_REQUIRED_ROLES) (docs/decisions/023). */
  mfaEnabled: z.boolean().optional(),
  mfaRequired: z.boolean().optional(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const staffStatusInputSchema = z.object({
  is_active: z.boolean({ error: staffText.isActiveRequired }),
});

export const staffPasswordResetInputSchema = z.object({
  password: newPasswordSchema(),
  /** Required when superadmin sets their own password here (docs/decisions/032). */
  currentPassword: z.string().max(1024, staffText.currentPasswordWrong).optional(),
});

export const changeOwnPasswordInputSchema = z.object({
  currentPassword: passwordText(1024, {
    required: staffText.currentPasswordRequired,
    tooLong: staffText.currentPasswordWrong,
  }),
  newPassword: newPasswordSchema({
    required: staffText.newPasswordRequired,
    tooShort: staffText.newPasswordTooShort,
    tooLong: staffText.newPasswordTooLong,
  }),
});
export type ChangeOwnPasswordInput = z.infer<typeof changeOwnPasswordInputSchema>;
