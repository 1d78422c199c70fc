import { useEffect, useState } from 'react';

import { applicantPasswordSchema } from '#common/schemas/applicant-auth';
import { privacyText as t } from '#common/texts/privacy';

import { Button, FormMessage } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { showSuccess } from '../../lib/alerts.ts';
import { api, clientErrorText } from '../../lib/api-client.ts';
import { goTo } from '../../lib/page-navigation.ts';

/** The token from `?token=…` (the e-mailed link) or `#token=…`; '' on the server. */
function readTokenFromAddress() {
  if (typeof window === 'undefined') return '';
  const url = new URL(window.location.href);
  return url.searchParams.get('token') ?? new URLSearchParams(url.hash.slice(1)).get('token') ?? '';
}

/**
 * /reset-password?token=… (docs/decisions/022): sets a new password with the e-mailed single-use link. The
 * token is taken out of the address bar at once, so it stays out of history and referrers.
 * `linkHasToken`: the server saw a token in the query, so its HTML already shows the form (the
 * token itself is never written into the page); the island reads the token from the address.
 */
export function ResetPasswordForm({ linkHasToken = false }: { linkHasToken?: boolean }) {
  const [token] = useState(readTokenFromAddress);
  const showsForm = typeof window === 'undefined' ? linkHasToken : token !== '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [isSubmitting, setIsSubmitting] = useState(false);

  useEffect(() => {
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = applicantPasswordSchema.safeParse(password);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message);
      return;
    }
    if (password !== confirm) {
      setFieldError(t.passwordsDiffer);
      return;
    }
    setFieldError(undefined);
    setFormError(undefined);
    setIsSubmitting(true);
    try {
      await api.post('/reset-password', { token, password });
      await showSuccess(t.resetSuccess, undefined, 1500);
      goTo('/login-user', { replace: true });
    } catch (error) {
      setFormError(clientErrorText(error, t.resetFailed));
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <>
      {!showsForm ? (
        <FormMessage message={t.missingToken} />
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <PasswordField
            label={t.newPasswordLabel}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldError}
          />
          <PasswordField
            label={t.confirmPasswordLabel}
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
          <FormMessage message={formError}>
            <a href="/lupa-password" className="mt-1 inline-block font-semibold underline">
              {t.requestNewLink}
            </a>
          </FormMessage>
          <Button type="submit" className="w-full" isBusy={isSubmitting} disabled={!token}>
            {t.resetButton}
          </Button>
        </form>
      )}
    </>
  );
}
