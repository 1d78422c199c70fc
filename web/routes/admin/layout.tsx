import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { APPLICANT_VIEW_ROLES, PROSPECT_VIEW_ROLES, hasRole } from '#common/roles';
import { mfaText } from '#common/texts/mfa';
import { staffText } from '#common/texts/staff';

import type { AdminBadges } from '../../components/layout/admin-nav.tsx';
import { AdminShell } from '../../components/layout/admin-shell.tsx';
import { Button, Spinner } from '../../components/ui/field.tsx';
import { MfaEnrollment } from '../../features/auth/mfa-enrollment.tsx';
import { useNewApplicantsCount } from '../../features/applicant-review/applicant-review.queries.ts';
import { useUnreadContactCount } from '../../features/contact-messages/contact-messages.queries.ts';
import { useOwnStepUp } from '../../features/passkeys/use-step-up.tsx';
import { useNewProspectsCount } from '../../features/prospects/prospects.queries.ts';
import { staffMeQuery } from '../../features/staff/staff.queries.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useAreaSession } from '../../lib/use-area-session.ts';
import {
  readStaffName,
  readStaffRole,
  readToken,
  saveStaffSession,
} from '../../lib/auth-storage.ts';

const STAFF_QUERIES = ['staff'] as const;

/**
 * Protected admin frame (docs/product.md §2): without an admin token go to /login; the token is checked once
 * with GET /api/staff/me, and any 401 afterwards clears it and goes to the right login page.
 */
export function Component() {
  const token = readToken('staff');
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const logout = useAreaSession('staff', {
    queryKey: STAFF_QUERIES,
    logoutConfirm: staffText.logoutConfirm,
    clearAllOnLogout: true,
  });

  const me = useQuery({ ...staffMeQuery(), enabled: Boolean(token) });

  // The server's answer wins over what local storage remembers (a role may have changed).
  useEffect(() => {
    const current = readToken('staff');
    if (
      me.data &&
      current &&
      (me.data.role !== readStaffRole() || me.data.nama !== readStaffName())
    ) {
      saveStaffSession(current, me.data.role, me.data.nama);
    }
  }, [me.data]);

  // A role that must use a second factor sees only the enrolment until it is on (docs/decisions/023).
  const mustEnrol = Boolean(me.data?.mfaRequired && !me.data.mfaEnabled);
  // badges: contact-messages and applicants hooks feed these
  const pelamarBadge = useNewApplicantsCount(
    Boolean(token) && !mustEnrol && hasRole(me.data?.role ?? readStaffRole(), APPLICANT_VIEW_ROLES),
  );
  const kontakBadge = useUnreadContactCount(Boolean(token) && !mustEnrol);
  const prospekBadge = useNewProspectsCount(
    Boolean(token) && !mustEnrol && hasRole(me.data?.role ?? readStaffRole(), PROSPECT_VIEW_ROLES),
  );
  const badges: AdminBadges = { kontak: kontakBadge, pelamar: pelamarBadge, prospek: prospekBadge };

  if (!token) return <Navigate to="/login" replace />;

  const role = me.data?.role ?? readStaffRole();
  const nama = me.data?.nama ?? readStaffName() ?? '';

  let content;
  // The security screen offers TOTP and passkeys (docs/decisions/033); elsewhere the TOTP enrolment.
  if (me.data && mustEnrol && pathname === '/admin/keamanan') content = <Outlet />;
  else if (me.data && mustEnrol)
    content = (
      <section className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h1 className="text-2xl font-bold text-slate-900">{mfaText.enrollTitle}</h1>
        <p className="mt-1 mb-5 text-sm text-amber-700">{mfaText.enrollRequiredIntro}</p>
        <RequiredEnrolment
          onDone={() => void queryClient.invalidateQueries({ queryKey: ['staff'] })}
        />
      </section>
    );
  else if (me.data) content = <Outlet />;
  else if (me.isError && !(me.error instanceof ApiError && me.error.status === 401)) {
    content = (
      <div
        role="alert"
        className="mx-auto mt-10 max-w-md rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-700"
      >
        <p>{staffText.sessionCheckFailed}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void me.refetch()}>
          {staffText.retry}
        </Button>
      </div>
    );
  } else {
    content = (
      <div className="text-brand-700 flex justify-center py-16">
        <Spinner label="Memuat..." />
      </div>
    );
  }

  return (
    <AdminShell role={role} nama={nama} badges={badges} onLogout={() => void logout()}>
      {content}
    </AdminShell>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../components/layout/area-error-boundary.tsx';

/** The enrolment a role that must use a second factor sees first; it may ask for a step-up. */
function RequiredEnrolment({ onDone }: { onDone: () => void }) {
  const { withStepUp, dialog } = useOwnStepUp({ askFirst: false });
  return (
    <>
      <MfaEnrollment onDone={onDone} withStepUp={withStepUp} />
      {dialog}
    </>
  );
}
