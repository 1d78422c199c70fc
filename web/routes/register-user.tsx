import { applicantAuthText } from '#common/texts/applicant-auth';

import { ApplicantRegisterForm } from '../features/auth/applicant-register-form.tsx';

export function Component() {
  return <ApplicantRegisterForm />;
}

export const handle = {
  seo: () => ({
    title: applicantAuthText.registerTitle,
    description: 'Buat akun portal karir Sigap untuk melamar pekerjaan.',
  }),
};
