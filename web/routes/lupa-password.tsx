import { privacyText } from '#common/texts/privacy';

import { ApplicantAuthCard } from '../features/auth/applicant-auth-card.tsx';
import { ForgotPasswordForm } from '../features/auth/forgot-password-form.tsx';
import { Island } from '../lib/island.tsx';

/** /lupa-password (a route beyond the product's list): server HTML, the form an island. */
export function Component() {
  return (
    <ApplicantAuthCard screen="forgotPassword">
      <Island name="forgot-password">
        <ForgotPasswordForm />
      </Island>
    </ApplicantAuthCard>
  );
}

export const handle = { seo: () => ({ title: privacyText.forgotTitle, noindex: true }) };
