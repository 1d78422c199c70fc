import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';

import { applicantAuthText } from '#common/texts/applicant-auth';

import { CareerShell } from '../../components/layout/career-shell.tsx';
import { clearApplicantToken, readApplicantClaims, readToken } from '../../lib/auth-storage.ts';
import { useAreaSession } from '../../lib/use-area-session.ts';
import { rememberChosenVacancy } from '../../lib/chosen-vacancy.ts';

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

const CAREER_QUERIES = ['my-application'] as const;

/**
 * Applicant frame (SPEC §2): only with a valid user token, else /login-user. A token the server
 * refuses later (expired, revoked) is dropped by the 401 handler, which also goes to /login-user.
 */
export function Component() {
  // Issue 17: 'Lamar Sekarang' leads here; the choice must outlive registration and login.
  const [claims] = useState(() => {
    rememberChosenVacancy(window.location.search);
    return readValidClaims();
  });
  const logout = useAreaSession('applicant', {
    queryKey: CAREER_QUERIES,
    logoutConfirm: applicantAuthText.logoutConfirm,
  });

  if (!claims) return <Navigate to="/login-user" replace />;

  return (
    <CareerShell nama={claims.nama} onLogout={() => void logout()}>
      <Outlet context={claims} />
    </CareerShell>
  );
}

export { CareerErrorBoundary as ErrorBoundary } from '../../components/layout/area-error-boundary.tsx';
