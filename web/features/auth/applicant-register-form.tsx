import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';

import {
  type ApplicantRegisterInput,
  applicantRegisterInputSchema,
  stripUsername,
} from '#common/schemas/applicant-auth';
import { applicantAuthText as t } from '#common/texts/applicant-auth';
import { commonText } from '#common/texts/common';

import { Captcha } from '../../components/ui/captcha.tsx';
import { ConsentCheckbox } from '../../components/ui/consent-checkbox.tsx';
import { Button, TextField } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { useCaptchaToken } from '../../components/ui/use-captcha-token.ts';
import { showError, showSuccess } from '../../lib/alerts.ts';
import { api, clientErrorText } from '../../lib/api-client.ts';
import { ApplicantAuthCard } from './applicant-auth-card.tsx';

/** /register-user (SPEC §2, §5, §8): username keeps only letters and digits as typed. */
export function ApplicantRegisterForm() {
  const navigate = useNavigate();
  const captcha = useCaptchaToken();
  const [captchaError, setCaptchaError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof applicantRegisterInputSchema>, unknown, ApplicantRegisterInput>({
    resolver: zodResolver(applicantRegisterInputSchema),
    defaultValues: { nama: '', email: '', password: '', persetujuan: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!captcha.token) {
      setCaptchaError(commonText.captchaRequired);
      return;
    }
    try {
      await api.post('/register-user', {
        ...values,
        captchaToken: captcha.payload,
      });
      await showSuccess(t.registerSuccess);
      navigate('/login-user');
    } catch (error) {
      captcha.reset();
      await showError(t.registerFailed, clientErrorText(error, t.registerError));
    }
  });

  const { onToken } = captcha;
  const onCaptchaToken = useCallback(
    (token: string | null) => {
      onToken(token);
      if (token) setCaptchaError(undefined);
    },
    [onToken],
  );

  const username = register('nama');
  return (
    <ApplicantAuthCard
      title={t.registerTitle}
      subtitle={t.registerSubtitle}
      switchPrompt={t.haveAccount}
      switchTo="/login-user"
      switchLinkText={t.toLogin}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={t.usernameLabel}
          hint={t.usernameHint}
          autoComplete="username"
          error={errors.nama?.message}
          {...username}
          onChange={(event) => {
            event.target.value = stripUsername(event.target.value);
            void username.onChange(event);
          }}
        />
        <TextField
          label={t.emailLabel}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t.passwordLabel}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <ConsentCheckbox error={errors.persetujuan?.message} {...register('persetujuan')} />
        <div>
          <Captcha resetKey={captcha.resetKey} onToken={onCaptchaToken} />
          {captchaError ? (
            <p role="alert" className="mt-1 text-sm text-red-600">
              {captchaError}
            </p>
          ) : null}
        </div>
        <Button type="submit" className="w-full" isBusy={isSubmitting}>
          {t.registerButton}
        </Button>
      </form>
    </ApplicantAuthCard>
  );
}
