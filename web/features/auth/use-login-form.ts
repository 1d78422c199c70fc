import { useState } from 'react';
import type { DefaultValues, Resolver } from 'react-hook-form';

import { commonText } from '#common/texts/common';

import { useCaptchaForm } from '../../components/ui/use-captcha-form.ts';
import { clientErrorText } from '../../lib/api-client.ts';

/**
 * The steps the staff and applicant logins share (docs/product.md §2, §8): a name and a password behind a
 * captcha, one error line under the form ('Server Error' when the server fails), and a fresh
 * captcha after each failed try. `send` posts the checked values; what it throws is shown.
 */
export function useLoginForm<Input extends { nama: string; password: string }>(
  resolver: Resolver<Input>,
  send: (body: Input & { captchaToken?: string }) => Promise<void>,
  /** Text typed before the form's code arrived (server-rendered screens). */
  typed?: Partial<Record<'nama' | 'password', unknown>>,
) {
  const [formError, setFormError] = useState<string>();
  const { form, captcha, submitWithCaptcha } = useCaptchaForm<Input>({
    resolver,
    defaultValues: {
      nama: typeof typed?.nama === 'string' ? typed.nama : '',
      password: typeof typed?.password === 'string' ? typed.password : '',
    } as DefaultValues<Input>,
  });

  const onSubmit = submitWithCaptcha(
    () => setFormError(commonText.captchaRequired),
    async (body) => {
      setFormError(undefined);
      try {
        await send(body);
      } catch (error) {
        setFormError(clientErrorText(error, commonText.serverError));
        // A captcha solution is accepted once: the next try needs a fresh one.
        captcha.reset();
      }
    },
  );

  return { form, captcha, formError, setFormError, onSubmit };
}
