import { Navigate, Outlet } from 'react-router';

import { readToken } from '../../lib/auth-storage.ts';

/** Applicant frame: without a user token, go to /login-user (SPEC §2). */
export function Component() {
  if (!readToken('applicant')) return <Navigate to="/login-user" replace />;
  return (
    <div className="min-h-screen">
      <Outlet />
    </div>
  );
}
