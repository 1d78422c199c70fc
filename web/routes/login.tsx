import { authText } from '#common/texts/auth';

import { StaffLoginForm } from '../features/auth/staff-login-form.tsx';

export function Component() {
  return <StaffLoginForm />;
}

export const handle = {
  seo: () => ({ title: authText.loginTitle, description: authText.loginIntro, noindex: true }),
};
