import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { changeOwnPasswordInputSchema } from '#common/schemas/staff';
import { commonText } from '#common/texts/common';
import { staffText as t } from '#common/texts/staff';

import { Button, PasswordToggle, TextField } from '../../components/ui/field.tsx';
import { showError, showSuccess } from '../../lib/alerts.ts';
import { ApiError } from '../../lib/api-client.ts';
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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const toggle = <PasswordToggle isVisible={isVisible} onToggle={() => setIsVisible((v) => !v)} />;
  const type = isVisible ? 'text' : 'password';

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset();
      await showSuccess(t.passwordChanged, undefined, 1500);
    } catch (error) {
      await showError(
        t.passwordChangeFailed,
        error instanceof ApiError && error.status > 0 && error.status < 500
          ? error.message
          : commonText.serverError,
      );
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label={t.currentPasswordLabel}
        type={type}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        trailing={toggle}
        {...register('currentPassword')}
      />
      <TextField
        label={t.newPasswordLabel}
        type={type}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label={t.confirmPasswordLabel}
        type={type}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" isBusy={isSubmitting} className="w-full sm:w-auto">
        {t.submitPassword}
      </Button>
    </form>
  );
}
