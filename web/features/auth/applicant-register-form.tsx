import { useCallback, useState } from 'react';
import type { z } from 'zod';

import type {
  ApplicantRegisterInput,
  applicantRegisterInputSchema,
} from '#common/schemas/applicant-auth';
import { applicantAuthText as t } from '#common/texts/applicant-auth';
import { commonText } from '#common/texts/common';
import { stripUsername } from '#common/usernames';

import {
  bindField,
  bindFilteredField,
  registerThroughForm,
} from '../../components/ui/bind-field.ts';
import { Captcha } from '../../components/ui/captcha.tsx';
import { ConsentCheckbox } from '../../components/ui/consent-checkbox.tsx';
import { Button, TextField } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { useCaptchaForm } from '../../components/ui/use-captcha-form.ts';
import { showError, showSuccess } from '../../lib/alerts.ts';
import { api, clientErrorText } from '../../lib/api-client.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { prefetchNext } from '../../lib/page-data.ts';
import { type TypedValues, goTo } from '../../lib/page-navigation.ts';

/**
 * /register-user (docs/product.md §2, §5, §8): username keeps only letters and digits as typed.
 * The island inside the server-rendered card; `typed` is what was typed before it woke up.
 */
export function ApplicantRegisterForm({ typed = {} }: { typed?: TypedValues }) {
  const [captchaError, setCaptchaError] = useState<string>();
  const { form, captcha, submitWithCaptcha } = useCaptchaForm<
    z.input<typeof applicantRegisterInputSchema>,
    ApplicantRegisterInput
  >({
    resolver: lazyResolver(() =>
      import('./applicant-auth-resolvers.ts').then((module) => module.applicantRegisterResolver),
    ),
    defaultValues: {
      nama: typeof typed.nama === 'string' ? stripUsername(typed.nama) : '',
      email: typeof typed.email === 'string' ? typed.email : '',
      password: typeof typed.password === 'string' ? typed.password : '',
      persetujuan: typed.persetujuan === true,
    },
  });

  // What will be stored, shown as it is typed: only letters and digits are kept.
  const savedName = form.watch('nama');

  const onSubmit = submitWithCaptcha(
    () => setCaptchaError(commonText.captchaRequired),
    async (body) => {
      try {
        await api.post('/register-user', body);
        prefetchNext('/login-user');
        await showSuccess(t.registerSuccess);
        goTo('/login-user');
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
    <form ref={registerThroughForm(form)} noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label={t.usernameLabel}
        hint={savedName ? `${t.usernameHint}. ${t.usernameSavedAs(savedName)}` : t.usernameHint}
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
  );
}
