import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import {
  type ForgotPasswordInput,
  type ForgotPasswordResult,
  forgotPasswordInputSchema,
} from '#common/schemas/privacy';
import { commonText } from '#common/texts/common';
import { privacyText as t } from '#common/texts/privacy';

import { Captcha } from '../../components/ui/captcha.tsx';
import { Button, TextField } from '../../components/ui/field.tsx';
import { useCaptchaToken } from '../../components/ui/use-captcha-token.ts';
import { api, clientErrorText } from '../../lib/api-client.ts';
import { ApplicantAuthCard } from './applicant-auth-card.tsx';

/**
 * /lupa-password (issue 9): asks for a reset link. The answer is the same whether or not the
 * address has an account, so the page never tells who is registered.
 */
export function ForgotPasswordForm() {
  const captcha = useCaptchaToken();
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string }>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!captcha.token) {
      setMessage({ kind: 'error', text: commonText.captchaRequired });
      return;
    }
    try {
      const answer = await api.post<ForgotPasswordResult>('/forgot-password', {
        email: values.email,
        captchaToken: captcha.payload,
      });
      setMessage({ kind: 'ok', text: answer.message });
    } catch (error) {
      setMessage({ kind: 'error', text: clientErrorText(error, t.forgotFailed) });
    }
    captcha.reset();
  });

  return (
    <ApplicantAuthCard
      title={t.forgotTitle}
      subtitle={t.forgotSubtitle}
      switchPrompt=""
      switchTo="/login-user"
      switchLinkText={t.backToLogin}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Captcha resetKey={captcha.resetKey} onToken={captcha.onToken} />
        {message ? (
          <p
            role={message.kind === 'ok' ? 'status' : 'alert'}
            className={`rounded-lg px-3 py-2 text-sm ${message.kind === 'ok' ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-700'}`}
          >
            {message.text}
          </p>
        ) : null}
        <Button type="submit" className="w-full" isBusy={isSubmitting}>
          {t.forgotButton}
        </Button>
      </form>
    </ApplicantAuthCard>
  );
}
