import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { changeOwnPasswordInputSchema } from '#common/schemas/staff';
import { commonText } from '#common/texts/common';
import { staffText as t } from '#common/texts/staff';

import { bindField } from '../../components/ui/bind-field.ts';
import { Button, PasswordToggle, TextField } from '../../components/ui/field.tsx';
import { showError, showSuccess } from '../../lib/alerts.ts';
import { clientErrorText } from '../../lib/api-client.ts';
import { useChangeOwnPassword } from './staff.queries.ts';

// The confirmation field lives only in the form; the API takes the two passwords.
const formSchema = changeOwnPasswordInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.newPassword, {
    message: t.passwordConfirmMismatch,
    path: ['confirmPassword'],
  });
type FormValues = z.infer<typeof formSchema>;

/** Ganti Password, for every staff member; the server ends their other sessions. */
export function ChangePasswordForm() {
  const change = useChangeOwnPassword();
  const [isVisible, setIsVisible] = useState(false);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const toggle = <PasswordToggle isVisible={isVisible} onToggle={() => setIsVisible((v) => !v)} />;
  const type = isVisible ? 'text' : 'password';

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      await showSuccess(t.passwordChanged, undefined, 1500);
    } catch (error) {
      await showError(t.passwordChangeFailed, clientErrorText(error, commonText.serverError));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label={t.currentPasswordLabel}
        type={type}
        autoComplete="current-password"
        trailing={toggle}
        {...bindField(form, 'currentPassword')}
      />
      <TextField
        label={t.newPasswordLabel}
        type={type}
        autoComplete="new-password"
        {...bindField(form, 'newPassword')}
      />
      <TextField
        label={t.confirmPasswordLabel}
        type={type}
        autoComplete="new-password"
        {...bindField(form, 'confirmPassword')}
      />
      <Button type="submit" isBusy={form.formState.isSubmitting} className="w-full sm:w-auto">
        {t.submitPassword}
      </Button>
    </form>
  );
}
