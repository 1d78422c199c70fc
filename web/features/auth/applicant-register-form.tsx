import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';

import {
  type ApplicantRegisterInput,
  applicantRegisterInputSchema,
  stripUsername,
} from '#common/schemas/applicant-auth';
import { applicantAuthText as t } from '#common/texts/applicant-auth';
import { commonText } from '#common/texts/common';

import { bindField, bindFilteredField } from '../../components/ui/bind-field.ts';
import { Captcha } from '../../components/ui/captcha.tsx';
import { ConsentCheckbox } from '../../components/ui/consent-checkbox.tsx';
import { Button, TextField } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { useCaptchaForm } from '../../components/ui/use-captcha-form.ts';
import { showError, showSuccess } from '../../lib/alerts.ts';
import { api, clientErrorText } from '../../lib/api-client.ts';
import { ApplicantAuthCard } from './applicant-auth-card.tsx';

/** /register-user (SPEC §2, §5, §8): username keeps only letters and digits as typed. */
export function ApplicantRegisterForm() {
  const navigate = useNavigate();
  const [captchaError, setCaptchaError] = useState<string>();
  const { form, captcha, submitWithCaptcha } = useCaptchaForm<
    z.input<typeof applicantRegisterInputSchema>,
    ApplicantRegisterInput
  >({
    resolver: zodResolver(applicantRegisterInputSchema),
    defaultValues: { nama: '', email: '', password: '', persetujuan: false },
  });

  const onSubmit = submitWithCaptcha(
    () => setCaptchaError(commonText.captchaRequired),
    async (body) => {
      try {
        await api.post('/register-user', body);
        await showSuccess(t.registerSuccess);
        navigate('/login-user');
      } catch (error) {
        captcha.reset();
        await showError(t.registerFailed, clientErrorText(error, t.registerError));
      }
    },
  );

  const { onToken } = captcha;
  const onCaptchaToken = useCallback(
    (token: string | null) => {
      onToken(token);
      if (token) setCaptchaError(undefined);
    },
    [onToken],
  );

  return (
    <ApplicantAuthCard screen="register">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={t.usernameLabel}
          hint={t.usernameHint}
          autoComplete="username"
          {...bindFilteredField(form, 'nama', stripUsername)}
        />
        <TextField
          label={t.emailLabel}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...bindField(form, 'email')}
        />
        <PasswordField
          label={t.passwordLabel}
          autoComplete="new-password"
          {...bindField(form, 'password')}
        />
        <ConsentCheckbox {...bindField(form, 'persetujuan')} />
        <div>
          <Captcha resetKey={captcha.resetKey} onToken={onCaptchaToken} />
          {captchaError ? (
            <p role="alert" className="mt-1 text-sm text-red-600">
              {captchaError}
            </p>
          ) : null}
        </div>
        <Button type="submit" className="w-full" isBusy={form.formState.isSubmitting}>
          {t.registerButton}
        </Button>
      </form>
    </ApplicantAuthCard>
  );
}
