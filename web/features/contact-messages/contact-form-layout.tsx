import type { ComponentProps, FormEventHandler, ReactNode, Ref } from 'react';

import type { ContactMessageFields } from '#common/schemas/contact-messages';
import { contactMessagesText as tId, contactMessagesTextEn } from '#common/texts/contact-messages';

import { Button, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { useLang } from '../../lib/lang.tsx';

type FieldName = keyof ContactMessageFields;

interface ContactFormLayoutProps {
  formRef?: Ref<HTMLFormElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Extra props of each field: react-hook-form's `register(name)` in the real form. */
  field: (
    name: FieldName,
  ) => Partial<ComponentProps<'input'>> & Partial<ComponentProps<'textarea'>>;
  errors?: Partial<Record<FieldName, string | undefined>>;
  captcha: ReactNode;
  status?: ReactNode;
  isSubmitting?: boolean;
}

/**
 * The markup of the contact form, shared by the real form (contact-form.tsx, a lazy chunk with
 * react-hook-form and zod) and the light stand-in the server renders (deferred-contact-form.tsx),
 * so swapping one for the other moves nothing on screen.
 */
export function ContactFormLayout({
  formRef,
  onSubmit,
  field,
  errors = {},
  captcha,
  status,
  isSubmitting = false,
}: ContactFormLayoutProps) {
  const t = useLang() === 'en' ? contactMessagesTextEn : tId;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
      aria-label={t.formTitle}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.nameLabel}
          autoComplete="name"
          required
          error={errors.nama}
          {...field('nama')}
        />
        <TextField
          label={t.emailLabel}
          type="email"
          autoComplete="email"
          required
          error={errors.email}
          {...field('email')}
        />
      </div>
      <TextField
        label={t.phoneLabel}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        error={errors.telepon}
        {...field('telepon')}
      />
      <TextAreaField label={t.messageLabel} rows={4} error={errors.pesan} {...field('pesan')} />
      {captcha}
      <div aria-live="polite">{status}</div>
      <Button type="submit" className="w-full sm:w-auto" isBusy={isSubmitting}>
        {isSubmitting ? t.sending : t.send}
      </Button>
    </form>
  );
}
