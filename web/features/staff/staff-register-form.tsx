import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { ROLES } from '#common/roles';
import { type RegisterStaffInput, registerStaffInputSchema } from '#common/schemas/staff';
import { commonText } from '#common/texts/common';
import { staffText as t } from '#common/texts/staff';

import { bindField } from '../../components/ui/bind-field.ts';
import { Button, SelectField, TextField } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { showError, showSuccess } from '../../lib/alerts.ts';
import { clientErrorText } from '../../lib/api-client.ts';
import { useRegisterStaff } from './staff.queries.ts';

type WithStepUp = <T>(action: () => Promise<T>) => Promise<T | undefined>;

/**
 * Tambah User (docs/product.md §2, §5, §8): name letters and digits, password, role. A new
 * account may be another superadmin, so it is created after a step-up (docs/decisions/033).
 */
export function StaffRegisterForm({ withStepUp }: { withStepUp: WithStepUp }) {
  const registerStaff = useRegisterStaff();
  const form = useForm<RegisterStaffInput>({
    resolver: zodResolver(registerStaffInputSchema),
    defaultValues: { nama: '', password: '', role: '' as RegisterStaffInput['role'] },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (!(await withStepUp(() => registerStaff.mutateAsync(values)))) return;
      form.reset();
      await showSuccess(t.registerSuccess, undefined, 1500);
    } catch (error) {
      await showError(t.registerFailed, clientErrorText(error, commonText.serverError));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t.registerTitle}>
      <TextField
        label={t.namaLabel}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        {...bindField(form, 'nama')}
      />
      <PasswordField
        label={t.passwordLabel}
        autoComplete="new-password"
        {...bindField(form, 'password')}
      />
      <SelectField label={t.roleLabel} {...bindField(form, 'role')}>
        <option value="">{t.chooseRole}</option>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t.roleLabels[role]}
          </option>
        ))}
      </SelectField>
      <Button type="submit" isBusy={form.formState.isSubmitting} className="w-full sm:w-auto">
        {t.submitRegister}
      </Button>
    </form>
  );
}
