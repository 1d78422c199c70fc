import { privacyText } from '#common/texts/privacy';

import { ForgotPasswordForm } from '../features/auth/forgot-password-form.tsx';

/** /lupa-password (issue 9; a route beyond the spec's list). */
export function Component() {
  return <ForgotPasswordForm />;
}

export const handle = { seo: () => ({ title: privacyText.forgotTitle, noindex: true }) };
