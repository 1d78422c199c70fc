import { privacyText } from '#common/texts/privacy';

import { applicantAuthRoute } from '../features/auth/applicant-auth-card.tsx';
import { ForgotPasswordForm } from '../features/auth/forgot-password-form.tsx';

/** /lupa-password (a route beyond the product's list): server HTML, the form an island. */
export const { Component, handle } = applicantAuthRoute({
  screen: 'forgotPassword',
  island: 'forgot-password',
  Form: ForgotPasswordForm,
  seo: { title: privacyText.forgotTitle, noindex: true },
});
