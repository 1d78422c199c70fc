import { useParams } from 'react-router';

import {
  APPLICANT_EDIT_ROLES,
  APPLICANT_EXPORT_ROLES,
  APPLICANT_VIEW_ROLES,
  hasRole,
} from '#common/roles';
import { sessionsText as t } from '#common/texts/sessions';

import { RequireRole } from '../../../components/layout/require-role.tsx';
import { SessionDay } from '../../../features/sessions/session-day.tsx';
import { readStaffRole } from '../../../lib/auth-storage.ts';

/** /admin/sesi/:id: one session's day (check-in, arrivals, results), phone first. */
export function Component() {
  const { id } = useParams();
  const role = readStaffRole();
  return (
    <RequireRole allowed={APPLICANT_VIEW_ROLES} deniedText={t.staffDenied}>
      <div className="mx-auto max-w-3xl">
        <SessionDay
          key={id}
          sesiId={Number(id)}
          canEdit={hasRole(role, APPLICANT_EDIT_ROLES)}
          canExport={hasRole(role, APPLICANT_EXPORT_ROLES)}
        />
      </div>
    </RequireRole>
  );
}

export const handle = { seo: () => ({ title: t.staffTitle, noindex: true }) };
