import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';

import { readToken } from '../../lib/auth-storage.ts';

/** Protected admin frame: without an admin token, go to /login (SPEC §2). */
export function Component() {
  const token = readToken('staff');
  useEffect(() => {
    document.body.classList.add('bg-slate-50');
  }, []);
  if (!token) return <Navigate to="/login" replace />;
  return (
    <div className="min-h-screen">
      <Outlet />
    </div>
  );
}
