import { privacyText } from '#common/texts/privacy';

import { ResetPasswordForm } from '../features/auth/reset-password-form.tsx';

/** /reset-password?token=… (issue 9; a route beyond the spec's list). */
export function Component() {
  return <ResetPasswordForm />;
}

export const handle = { seo: () => ({ title: privacyText.resetTitle, noindex: true }) };
