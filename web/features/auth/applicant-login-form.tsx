import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';

import {
  type ApplicantLoginInput,
  type ApplicantToken,
  applicantLoginInputSchema,
} from '#common/schemas/applicant-auth';
import { applicantAuthText as t } from '#common/texts/applicant-auth';
import { privacyText } from '#common/texts/privacy';

import { Captcha } from '../../components/ui/captcha.tsx';
import { bindField } from '../../components/ui/bind-field.ts';
import { Button, FormMessage, TextField } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { showSuccess } from '../../lib/alerts.ts';
import { api } from '../../lib/api-client.ts';
import { saveApplicantToken } from '../../lib/auth-storage.ts';
import { ApplicantAuthCard } from './applicant-auth-card.tsx';
import { useLoginForm } from './use-login-form.ts';

/** /login-user (SPEC §2, §8): username or e-mail; errors inline ('Server Error' when the server fails). */
export function ApplicantLoginForm() {
  const navigate = useNavigate();
  const { form, captcha, formError, onSubmit } = useLoginForm<ApplicantLoginInput>(
    zodResolver(applicantLoginInputSchema),
    async (body) => {
      const { token } = await api.post<ApplicantToken>('/login-user', body);
      saveApplicantToken(token);
      await showSuccess(t.loginSuccessTitle, t.loginSuccessText, 1500);
      navigate('/career', { replace: true });
    },
  );

  return (
    <ApplicantAuthCard screen="login">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
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
          <Link to="/lupa-password" className="text-brand-700 font-semibold hover:underline">
            {privacyText.forgotLink}
          </Link>
        </p>
        <Captcha resetKey={captcha.resetKey} onToken={captcha.onToken} />
        <FormMessage message={formError} />
        <Button type="submit" className="w-full" isBusy={form.formState.isSubmitting}>
          {t.loginButton}
        </Button>
      </form>
    </ApplicantAuthCard>
  );
}
