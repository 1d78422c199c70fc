import { applicantAuthText as t } from '#common/texts/applicant-auth';

import { ApplicantRegisterForm } from '../features/auth/applicant-register-form.tsx';

export function Component() {
  return <ApplicantRegisterForm />;
}

export const handle = {
  seo: () => ({ title: t.registerTitle, description: t.registerDescription }),
};
