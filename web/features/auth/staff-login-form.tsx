import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';

import {
  type StaffLoginInput,
  type StaffLoginResult,
  staffLoginInputSchema,
} from '#common/schemas/auth';
import type { StaffLoginAnswer } from '#common/schemas/mfa';
import { authText as t } from '#common/texts/auth';

import { Captcha } from '../../components/ui/captcha.tsx';
import { bindField } from '../../components/ui/bind-field.ts';
import { Button, FormMessage, TextField } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { showSuccess } from '../../lib/alerts.ts';
import { api } from '../../lib/api-client.ts';
import { readToken, saveStaffSession } from '../../lib/auth-storage.ts';
import { MfaCodeStep } from './mfa-code-step.tsx';
import { PasskeyLoginButton } from './passkey-login-button.tsx';
import { useLoginForm } from './use-login-form.ts';

/** /login (docs/product.md §2, §5, §8): username letters and digits, captcha, server error in red or 'Server Error'. */
export function StaffLoginForm() {
  const navigate = useNavigate();
  const [hasToken] = useState(() => Boolean(readToken('staff')));
  const [mfaToken, setMfaToken] = useState<string>();
  const { form, captcha, formError, setFormError, onSubmit } = useLoginForm<StaffLoginInput>(
    zodResolver(staffLoginInputSchema),
    async (body) => {
      const result = await api.post<StaffLoginAnswer>('/login', body);
      // With a second factor on, the password step only earns an mfaToken (docs/decisions/023).
      if ('mfaRequired' in result) {
        setMfaToken(result.mfaToken);
        return;
      }
      await onLoggedIn(result);
    },
  );

  if (hasToken) return <Navigate to="/admin" replace />;

  async function onLoggedIn(result: StaffLoginResult) {
    saveStaffSession(result.token, result.role, result.nama);
    await showSuccess(t.loginSuccess, t.loginWelcome, 1500);
    // A role that must enrol a second factor lands on the enrolment (the layout shows it too).
    navigate(result.mfaEnrollmentRequired ? '/admin/keamanan' : '/admin', { replace: true });
  }

  return (
    <main className="from-brand-900 via-brand-800 to-brand-600 flex min-h-screen items-center justify-center bg-gradient-to-br px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <div className="mb-6 flex items-center justify-center gap-2">
          <img src="/favicon.svg" alt="" width={40} height={40} className="h-10 w-10" />
          <span className="text-brand-800 text-2xl font-extrabold tracking-tight">Sigap</span>
          <span className="bg-brand-50 text-brand-700 rounded-full px-2 py-0.5 text-xs font-semibold">
            Admin
          </span>
        </div>
        {mfaToken ? (
          <MfaCodeStep
            mfaToken={mfaToken}
            onBack={() => setMfaToken(undefined)}
            onLoggedIn={onLoggedIn}
          />
        ) : (
          <>
            <h1 className="text-center text-2xl font-bold text-slate-900">{t.loginTitle}</h1>
            <p className="mt-1 mb-6 text-center text-sm text-slate-600">{t.loginIntro}</p>
            <form noValidate onSubmit={onSubmit} className="space-y-4">
              <TextField
                label={t.usernameLabel}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                {...bindField(form, 'nama')}
              />
              <PasswordField
                label={t.passwordLabel}
                autoComplete="current-password"
                {...bindField(form, 'password')}
              />
              <Captcha resetKey={captcha.resetKey} onToken={captcha.onToken} />
              <FormMessage message={formError} isBold />
              <Button type="submit" className="w-full" isBusy={form.formState.isSubmitting}>
                {t.loginButton}
              </Button>
            </form>
            <PasskeyLoginButton onLoggedIn={onLoggedIn} onError={setFormError} />
          </>
        )}
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="hover:text-brand-700 text-slate-500 hover:underline">
            {t.backHome}
          </Link>
        </p>
      </div>
    </main>
  );
}
