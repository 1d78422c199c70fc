import { hydrateAccountForm } from './entry.account.tsx';
import { CareerApplyScreen } from './routes/career/apply-screen.tsx';
import { dropRefusedToken } from './routes/career/career-page.tsx';

/**
 * /career's script: the application form (or the notice) as an island
 * (docs/decisions/041-applicant-screens-as-islands.md).
 */
dropRefusedToken();
hydrateAccountForm('career-apply', CareerApplyScreen);
