import { useState } from 'react';

import type { ForgotPasswordInput, ForgotPasswordResult } from '#common/schemas/applicant-auth';
import { commonText } from '#common/texts/common';
import { privacyText as t } from '#common/texts/privacy';

import { Captcha } from '../../components/ui/captcha.tsx';
import { bindField, registerThroughForm } from '../../components/ui/bind-field.ts';
import { Button, FormMessage, TextField } from '../../components/ui/field.tsx';
import { useCaptchaForm } from '../../components/ui/use-captcha-form.ts';
import { api, clientErrorText } from '../../lib/api-client.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import type { TypedValues } from '../../lib/page-navigation.ts';

/**
 * /lupa-password (docs/decisions/022): asks for a reset link. The answer is the same whether or not the
 * address has an account, so the page never tells who is registered.
 */
export function ForgotPasswordForm({ typed = {} }: { typed?: TypedValues }) {
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string }>();
  const { form, captcha, submitWithCaptcha } = useCaptchaForm<ForgotPasswordInput>({
    resolver: lazyResolver(() =>
      import('./applicant-auth-resolvers.ts').then((module) => module.forgotPasswordResolver),
    ),
    defaultValues: { email: typeof typed.email === 'string' ? typed.email : '' },
  });

  const onSubmit = submitWithCaptcha(
    () => setMessage({ kind: 'error', text: commonText.captchaRequired }),
    async ({ email, captchaToken }) => {
      try {
        const answer = await api.post<ForgotPasswordResult>('/forgot-password', {
          email,
          captchaToken,
        });
        setMessage({ kind: 'ok', text: answer.message });
      } catch (error) {
        setMessage({ kind: 'error', text: clientErrorText(error, t.forgotFailed) });
      }
      captcha.reset();
    },
  );

  return (
    <form ref={registerThroughForm(form)} noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        {...bindField(form, 'email')}
      />
      <Captcha resetKey={captcha.resetKey} onToken={captcha.onToken} />
      <FormMessage message={message?.text} kind={message?.kind} />
      <Button type="submit" className="w-full" isBusy={form.formState.isSubmitting}>
        {t.forgotButton}
      </Button>
    </form>
  );
}
