import { applicantAuthText as t } from '#common/texts/applicant-auth';

import { ApplicantAuthCard } from '../features/auth/applicant-auth-card.tsx';
import { ApplicantLoginForm } from '../features/auth/applicant-login-form.tsx';
import { Island } from '../lib/island.tsx';

/** /login-user: server HTML, the form an island (docs/decisions/041-applicant-screens-as-islands.md). */
export function Component() {
  return (
    <ApplicantAuthCard screen="login">
      <Island name="applicant-login">
        <ApplicantLoginForm />
      </Island>
    </ApplicantAuthCard>
  );
}

export const handle = {
  seo: () => ({ title: t.loginTitle, description: t.loginDescription }),
};
