import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';

import { type Role, hasRole } from '#common/roles';
import { commonText } from '#common/texts/common';

import { showError } from '../../lib/alerts.ts';
import { readStaffRole } from '../../lib/auth-storage.ts';

/**
 * Role gate for admin screens (docs/product.md §6), reading the same role lists as the server's access checks
 * (common/roles.ts). Without the role: either an 'Akses Ditolak!' dialog and a redirect, or an
 * inline message (the Pelamar list and Tambah User show a sentence instead).
 */
export function RequireRole({
  allowed,
  deniedText,
  redirectTo,
  children,
}: {
  allowed: readonly Role[];
  /** Text under 'Akses Ditolak!' (dialog) or the inline sentence. */
  deniedText?: string;
  /** When set, deny with a dialog and go there; otherwise show `deniedText` in place. */
  redirectTo?: string;
  children: ReactNode;
}) {
  const role = readStaffRole();
  const isAllowed = hasRole(role, allowed);
  const navigate = useNavigate();
  useEffect(() => {
    if (isAllowed || !redirectTo) return;
    void showError(commonText.accessDenied, deniedText);
    navigate(redirectTo, { replace: true });
  }, [isAllowed, redirectTo, deniedText, navigate]);
  if (isAllowed) return <>{children}</>;
  if (redirectTo) return null;
  return (
    <div
      role="alert"
      className="mx-auto mt-10 max-w-lg rounded-xl border border-amber-200 bg-amber-50 p-6 text-center"
    >
      <p className="text-lg font-semibold text-amber-900">{commonText.accessDenied}</p>
      <p className="mt-1 text-amber-800">{deniedText}</p>
    </div>
  );
}
