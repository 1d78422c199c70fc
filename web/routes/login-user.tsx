import { applicantAuthText as t } from '#common/texts/applicant-auth';

import { applicantAuthRoute } from '../features/auth/applicant-auth-card.tsx';
import { ApplicantLoginForm } from '../features/auth/applicant-login-form.tsx';

/** /login-user: server HTML, the form an island (docs/decisions/041-applicant-screens-as-islands.md). */
export const { Component, handle } = applicantAuthRoute({
  screen: 'login',
  island: 'applicant-login',
  Form: ApplicantLoginForm,
  seo: { title: t.loginTitle, description: t.loginDescription },
});
