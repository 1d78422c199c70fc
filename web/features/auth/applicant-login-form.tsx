import type { ApplicantLoginInput, ApplicantToken } from '#common/schemas/applicant-auth';
import { applicantAuthText as t } from '#common/texts/applicant-auth';
import { privacyText } from '#common/texts/privacy';

import { Captcha } from '../../components/ui/captcha.tsx';
import { bindField, registerThroughForm } from '../../components/ui/bind-field.ts';
import { Button, FormMessage, TextField } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { showSuccess } from '../../lib/alerts.ts';
import { api } from '../../lib/api-client.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { saveApplicantToken } from '../../lib/auth-storage.ts';
import { prefetchNext } from '../../lib/page-data.ts';
import { type TypedValues, goTo } from '../../lib/page-navigation.ts';
import { useLoginForm } from './use-login-form.ts';

/**
 * /login-user (docs/product.md §2, §8): username or e-mail; errors inline ('Server Error' when the
 * server fails). The island inside the server-rendered card; `typed` is what the visitor typed
 * before it woke up.
 */
export function ApplicantLoginForm({ typed }: { typed?: TypedValues }) {
  const { form, captcha, formError, onSubmit } = useLoginForm<ApplicantLoginInput>(
    lazyResolver(() =>
      import('./applicant-auth-resolvers.ts').then((module) => module.applicantLoginResolver),
    ),
    async (body) => {
      const { token } = await api.post<ApplicantToken>('/login-user', body);
      saveApplicantToken(token);
      prefetchNext('/career');
      await showSuccess(t.loginSuccessTitle, t.loginSuccessText, 1500);
      goTo('/career', { replace: true });
    },
    typed,
  );

  return (
    <form ref={registerThroughForm(form)} noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label={t.usernameOrEmailLabel}
        autoComplete="username"
        {...bindField(form, 'nama')}
      />
      <PasswordField
        label={t.passwordLabel}
        autoComplete="current-password"
        {...bindField(form, 'password')}
      />
      <p className="-mt-2 text-right text-sm">
        <a href="/lupa-password" className="text-brand-700 font-semibold hover:underline">
          {privacyText.forgotLink}
        </a>
      </p>
      <Captcha resetKey={captcha.resetKey} onToken={captcha.onToken} />
      <FormMessage message={formError} />
      <Button type="submit" className="w-full" isBusy={form.formState.isSubmitting}>
        {t.loginButton}
      </Button>
    </form>
  );
}
