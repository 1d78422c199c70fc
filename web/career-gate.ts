import { validApplicantClaims } from './lib/auth-storage.ts';
import { rememberChosenVacancy } from './components/career/chosen-vacancy.ts';

/**
 * Runs before the career screens' app (docs/decisions/041-applicant-screens-as-islands.md): a
 * visitor without a valid applicant token (most of those who press 'Lamar Sekarang') goes to
 * /login-user at once, keeping the chosen vacancy, instead of first loading the whole app only to
 * be sent there by it. The app's own check stays (web/routes/career/layout.tsx).
 */
rememberChosenVacancy(window.location.search);
if (!validApplicantClaims()) window.location.replace('/login-user');
