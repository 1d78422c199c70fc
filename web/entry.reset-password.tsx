import { hydrateAccountForm } from './entry.account.tsx';
import { ResetPasswordForm } from './features/auth/reset-password-form.tsx';

/** /reset-password's script: its form as an island (docs/decisions/041-applicant-screens-as-islands.md). */
hydrateAccountForm('reset-password', ResetPasswordForm);
