import { hydrateAccountForm } from './entry.account.tsx';
import { ApplicantLoginForm } from './features/auth/applicant-login-form.tsx';

/** /login-user's script: its form as an island (docs/decisions/041-applicant-screens-as-islands.md). */
hydrateAccountForm('applicant-login', ApplicantLoginForm);
