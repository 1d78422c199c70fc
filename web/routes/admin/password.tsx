import { staffText as t } from '#common/texts/staff';

import { ChangePasswordForm } from '../../features/staff/change-password-form.tsx';

/** /admin/password: every staff member changes their own password. */
export function Component() {
  return (
    <section className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h1 className="text-2xl font-bold text-slate-900">{t.passwordTitle}</h1>
      <p className="mt-1 mb-5 text-sm text-slate-600">{t.passwordIntro}</p>
      <ChangePasswordForm />
    </section>
  );
}

export const handle = { seo: () => ({ title: t.passwordTitle, noindex: true }) };
