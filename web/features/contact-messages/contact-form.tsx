import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';

import {
  type ContactMessageFields,
  contactMessageFieldsSchema,
  contactMessageFieldsSchemaEn,
} from '#common/schemas/contact-messages';
import { commonText, commonTextEn } from '#common/texts/common';
import { contactMessagesText, contactMessagesTextEn } from '#common/texts/contact-messages';

import { Captcha } from '../../components/ui/captcha.tsx';
import { useCaptchaForm } from '../../components/ui/use-captcha-form.ts';
import { api, clientErrorText } from '../../lib/api-client.ts';
import { useLang } from '../../lib/lang.tsx';
import { ContactFormLayout } from './contact-form-layout.tsx';

/** docs/product.md §4, §9: the success text clears (and the form resets) after 3 seconds. */
export const SUCCESS_CLEAR_MS = 3000;

const EMPTY: ContactMessageFields = { nama: '', email: '', telepon: '', pesan: '' };
const FIELD_NAMES = Object.keys(EMPTY) as (keyof ContactMessageFields)[];

/** A v4 UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
function newSubmissionKey() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

type Status = { kind: 'success' | 'error'; text: string; detail?: string } | null;

/**
 * The home page's contact form (docs/product.md §2, §5, §8). One submission key per form fill, so a double
 * click or a retry after a lost answer never stores the message twice.
 */
export function ContactForm({ initialValues }: { initialValues?: Partial<ContactMessageFields> }) {
  // The English pages' form: English messages, the same rules, `lang=en` on the way to the same
  // inbox (docs/decisions/043).
  const english = useLang() === 'en';
  const t = english ? contactMessagesTextEn : contactMessagesText;
  const [status, setStatus] = useState<Status>(null);
  const [submissionKey, setSubmissionKey] = useState<string>();
  const { form, captcha, submitWithCaptcha } = useCaptchaForm<ContactMessageFields>({
    resolver: zodResolver(english ? contactMessageFieldsSchemaEn : contactMessageFieldsSchema),
    defaultValues: { ...EMPTY, ...initialValues },
  });
  const { register, reset } = form;
  const { errors, isSubmitting } = form.formState;
  const resetCaptcha = captcha.reset;

  useEffect(() => {
    if (status?.kind !== 'success') return;
    const timer = setTimeout(() => {
      setStatus(null);
      reset(EMPTY);
      setSubmissionKey(undefined);
      resetCaptcha();
    }, SUCCESS_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [status, reset, resetCaptcha]);

  const onSubmit = submitWithCaptcha(
    () =>
      setStatus({
        kind: 'error',
        text: (english ? commonTextEn : commonText).captchaRequired,
      }),
    async (body) => {
      const key = submissionKey ?? newSubmissionKey();
      setSubmissionKey(key);
      setStatus(null);
      try {
        await api.post(english ? '/kontak?lang=en' : '/kontak', { ...body, submissionKey: key });
        setStatus({ kind: 'success', text: t.sent });
      } catch (error) {
        const detail = clientErrorText(error);
        setStatus({
          kind: 'error',
          text: t.sendFailed,
          detail: detail === t.sendFailed ? undefined : detail,
        });
        // Captcha tokens are single-use: a new attempt needs a new one.
        captcha.reset();
      }
    },
  );

  return (
    <ContactFormLayout
      // The fields' DOM nodes reach react-hook-form through the form, not through a `ref` prop of
      // TextField: the public pages run on preact/compat, which passes no `ref` to a function
      // component (docs/decisions/027).
      formRef={(form) => {
        if (!form) return;
        for (const name of FIELD_NAMES)
          register(name).ref(form.elements.namedItem(name) as HTMLInputElement | null);
      }}
      onSubmit={onSubmit}
      field={(name) => {
        // eslint-disable-next-line @typescript-eslint/no-unused-vars -- attached through formRef
        const { ref, ...props } = register(name);
        return props;
      }}
      errors={{
        nama: errors.nama?.message,
        email: errors.email?.message,
        telepon: errors.telepon?.message,
        pesan: errors.pesan?.message,
      }}
      captcha={<Captcha resetKey={captcha.resetKey} onToken={captcha.onToken} />}
      isSubmitting={isSubmitting}
      status={
        status ? (
          <div
            role={status.kind === 'error' ? 'alert' : 'status'}
            className={`rounded-lg px-3 py-2 text-sm font-medium ${status.kind === 'success' ? 'bg-green-50 text-green-700' : 'bg-red-50 text-red-700'}`}
          >
            <p>{status.text}</p>
            {status.detail ? <p className="mt-1 font-normal">{status.detail}</p> : null}
          </div>
        ) : null
      }
    />
  );
}
