import { hydrateAccountForm } from './entry.account.tsx';
import { ForgotPasswordForm } from './features/auth/forgot-password-form.tsx';

/** /lupa-password's script: its form as an island (docs/decisions/041-applicant-screens-as-islands.md). */
hydrateAccountForm('forgot-password', ForgotPasswordForm);
