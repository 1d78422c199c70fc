import { applicantAuthText } from '#common/texts/applicant-auth';

import { ApplicantLoginForm } from '../features/auth/applicant-login-form.tsx';

export function Component() {
  return <ApplicantLoginForm />;
}

export const handle = {
  seo: () => ({
    title: applicantAuthText.loginTitle,
    description: 'Masuk ke portal karir Sigap untuk melamar pekerjaan dan melihat status lamaran.',
  }),
};
