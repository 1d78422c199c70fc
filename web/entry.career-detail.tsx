import { hydrateAccountForm } from './entry.account.tsx';
import { dropRefusedToken } from './routes/career/career-page.tsx';
import { CareerDetailScreen } from './routes/career/detail-screen.tsx';

/**
 * /career/detail's script: the status page as an island
 * (docs/decisions/041-applicant-screens-as-islands.md).
 */
dropRefusedToken();
hydrateAccountForm('career-detail', CareerDetailScreen);
