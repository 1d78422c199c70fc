import { applicantAuthText as t } from '#common/texts/applicant-auth';

import { ApplicantAuthCard } from '../features/auth/applicant-auth-card.tsx';
import { ApplicantRegisterForm } from '../features/auth/applicant-register-form.tsx';
import { Island } from '../lib/island.tsx';

/** /register-user: server HTML, the form an island (docs/decisions/041-applicant-screens-as-islands.md). */
export function Component() {
  return (
    <ApplicantAuthCard screen="register">
      <Island name="applicant-register">
        <ApplicantRegisterForm />
      </Island>
    </ApplicantAuthCard>
  );
}

export const handle = {
  seo: () => ({ title: t.registerTitle, description: t.registerDescription }),
};
