import { hydrateAccountForm } from './entry.account.tsx';
import { ApplicantRegisterForm } from './features/auth/applicant-register-form.tsx';

/** /register-user's script: its form as an island (docs/decisions/041-applicant-screens-as-islands.md). */
hydrateAccountForm('applicant-register', ApplicantRegisterForm);
