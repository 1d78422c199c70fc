import { applicantAuthText as t } from '#common/texts/applicant-auth';

import { ApplicantLoginForm } from '../features/auth/applicant-login-form.tsx';

export function Component() {
  return <ApplicantLoginForm />;
}

export const handle = {
  seo: () => ({ title: t.loginTitle, description: t.loginDescription }),
};
