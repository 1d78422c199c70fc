import {
  applicantPasswordSchema,
  applicantRegisterInputSchema,
} from '#common/schemas/applicant-auth';
import { resetPasswordInputSchema } from '#common/schemas/privacy';
import {
  changeOwnPasswordInputSchema,
  newPasswordSchema,
  registerStaffInputSchema,
  staffPasswordResetInputSchema,
} from '#common/schemas/staff';
import { applicantAuthText } from '#common/texts/applicant-auth';
import { staffText } from '#common/texts/staff';

import { isCommonPassword } from './common-passwords.ts';

/**
 * The one password policy (docs/decisions/032): a new password has the audience's length (common/
 * rules.ts: staff 12, applicants 8, at most 128) and is not on the shipped list of common
 * passwords. The length rule lives in common/ (the forms check it as you type); the list is too
 * large for the browser, so the whole rule is put together here, and every place that sets a
 * password validates with it: registration, reset by e-mail, staff creation, staff password
 * reset and change, `staff:create` on the command line, and ADMIN_PASSWORD at start-up.
 */

type StaffPasswordTexts = Parameters<typeof newPasswordSchema>[0] & { common: string };

/** A new staff password; `texts` name the field (the start-up setting words them in English). */
export function staffPasswordRule(
  texts: StaffPasswordTexts = {
    required: staffText.passwordRequired,
    tooShort: staffText.passwordTooShort,
    tooLong: staffText.passwordTooLong,
    common: staffText.passwordCommon,
  },
) {
  return newPasswordSchema(texts).refine((password) => !isCommonPassword(password), texts.common);
}

/** A new applicant password. */
export const applicantPasswordRule = applicantPasswordSchema.refine(
  (password) => !isCommonPassword(password),
  applicantAuthText.passwordCommon,
);

/** The request bodies that set a password, with the whole rule in place of the length alone. */
export const passwordBodies = {
  applicantRegister: applicantRegisterInputSchema.extend({ password: applicantPasswordRule }),
  applicantReset: resetPasswordInputSchema.extend({ password: applicantPasswordRule }),
  staffRegister: registerStaffInputSchema.extend({ password: staffPasswordRule() }),
  staffReset: staffPasswordResetInputSchema.extend({ password: staffPasswordRule() }),
  staffChangeOwn: changeOwnPasswordInputSchema.extend({
    newPassword: staffPasswordRule({
      required: staffText.newPasswordRequired,
      tooShort: staffText.newPasswordTooShort,
      tooLong: staffText.newPasswordTooLong,
      common: staffText.passwordCommon,
    }),
  }),
};
