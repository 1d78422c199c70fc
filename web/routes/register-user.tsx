import { applicantAuthText as t } from '#common/texts/applicant-auth';

import { applicantAuthRoute } from '../features/auth/applicant-auth-card.tsx';
import { ApplicantRegisterForm } from '../features/auth/applicant-register-form.tsx';

/** /register-user: server HTML, the form an island (docs/decisions/041-applicant-screens-as-islands.md). */
export const { Component, handle } = applicantAuthRoute({
  screen: 'register',
  island: 'applicant-register',
  Form: ApplicantRegisterForm,
  seo: { title: t.registerTitle, description: t.registerDescription },
});
