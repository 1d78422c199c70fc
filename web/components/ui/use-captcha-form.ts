import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';

import { useCaptchaToken } from './use-captcha-token.ts';

/**
 * A react-hook-form form behind a captcha (logins, registration, forgotten password, contact):
 * `submitWithCaptcha` checks the schema, then asks for a solved captcha before it sends.
 */
export function useCaptchaForm<Values extends FieldValues, Output = Values>(
  props: UseFormProps<Values, unknown, Output>,
) {
  const form = useForm<Values, unknown, Output>(props);
  const captcha = useCaptchaToken();

  /**
   * The form's submit handler: `onMissing` runs while the captcha is unsolved; otherwise `send`
   * gets the checked values with the `captchaToken` for the API.
   */
  function submitWithCaptcha(
    onMissing: () => void,
    send: (body: Output & { captchaToken?: string }) => Promise<void>,
  ) {
    return form.handleSubmit(async (values) => {
      if (!captcha.token) {
        onMissing();
        return;
      }
      await send({ ...values, captchaToken: captcha.payload });
    });
  }

  return { form, captcha, submitWithCaptcha };
}
