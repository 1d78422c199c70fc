import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router';

import { applicantAuthText } from '#common/texts/applicant-auth';

import { CareerShell } from '../../components/layout/career-shell.tsx';
import { confirmAction } from '../../lib/alerts.ts';
import { api, setUnauthorizedHandler } from '../../lib/api-client.ts';
import {
  clearApplicantToken,
  clearStaffSession,
  readApplicantClaims,
  readToken,
} from '../../lib/auth-storage.ts';

/** True when the stored applicant token can be read, carries an id and has not expired. */
function readValidClaims() {
  if (!readToken('applicant')) return null;
  const claims = readApplicantClaims();
  const isValid =
    claims &&
    Number.isInteger(claims.id) &&
    typeof claims.nama === 'string' &&
    (!claims.exp || claims.exp * 1000 > Date.now());
  if (isValid) return claims;
  console.warn('Token pelamar tidak valid, silakan login kembali.');
  clearApplicantToken();
  return null;
}

/**
 * Applicant frame (SPEC §2): only with a valid user token, else /login-user. A token the server
 * refuses later (expired, revoked) is dropped by the 401 handler, which also goes to /login-user.
 */
export function Component() {
  const [claims] = useState(readValidClaims);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    setUnauthorizedHandler((kind) => {
      if (kind === 'applicant') {
        clearApplicantToken();
        queryClient.removeQueries({ queryKey: ['my-application'] });
        navigate('/login-user', { replace: true });
      } else {
        clearStaffSession();
        navigate('/login', { replace: true });
      }
    });
  }, [navigate, queryClient]);

  if (!claims) return <Navigate to="/login-user" replace />;

  const onLogout = async () => {
    if (!(await confirmAction(applicantAuthText.logoutConfirm))) return;
    try {
      await api.post('/logout', undefined, { auth: 'applicant' });
    } catch {
      // Already expired or offline: the token is dropped locally all the same.
    }
    clearApplicantToken();
    queryClient.removeQueries({ queryKey: ['my-application'] });
    navigate('/login-user', { replace: true });
  };

  return (
    <CareerShell nama={claims.nama} onLogout={() => void onLogout()}>
      <Outlet context={claims} />
    </CareerShell>
  );
}

export { CareerErrorBoundary as ErrorBoundary } from '../../components/layout/area-error-boundary.tsx';
