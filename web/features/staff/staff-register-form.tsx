import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { ROLES } from '#common/roles';
import { type RegisterStaffInput, registerStaffInputSchema } from '#common/schemas/staff';
import { commonText } from '#common/texts/common';
import { staffText as t } from '#common/texts/staff';

import { Button, PasswordToggle, SelectField, TextField } from '../../components/ui/field.tsx';
import { showError, showSuccess } from '../../lib/alerts.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useRegisterStaff } from './staff.queries.ts';

/** Tambah User (SPEC §2, §5, §8): name letters and digits, password, role. */
export function StaffRegisterForm() {
  const registerStaff = useRegisterStaff();
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RegisterStaffInput>({
    resolver: zodResolver(registerStaffInputSchema),
    defaultValues: { nama: '', password: '', role: '' as RegisterStaffInput['role'] },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerStaff.mutateAsync(values);
      reset();
      await showSuccess(t.registerSuccess, undefined, 1500);
    } catch (error) {
      await showError(
        t.registerFailed,
        error instanceof ApiError && error.status < 500 && error.status > 0
          ? error.message
          : commonText.serverError,
      );
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t.registerTitle}>
      <TextField
        label={t.namaLabel}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.nama?.message}
        {...register('nama')}
      />
      <TextField
        label={t.passwordLabel}
        type={isPasswordVisible ? 'text' : 'password'}
        autoComplete="new-password"
        error={errors.password?.message}
        trailing={
          <PasswordToggle
            isVisible={isPasswordVisible}
            onToggle={() => setIsPasswordVisible((v) => !v)}
          />
        }
        {...register('password')}
      />
      <SelectField label={t.roleLabel} error={errors.role?.message} {...register('role')}>
        <option value="">{t.chooseRole}</option>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t.roleLabels[role]}
          </option>
        ))}
      </SelectField>
      <Button type="submit" isBusy={isSubmitting} className="w-full sm:w-auto">
        {t.submitRegister}
      </Button>
    </form>
  );
}
