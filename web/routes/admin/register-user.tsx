import { useQuery } from '@tanstack/react-query';

import { STAFF_ADMIN_ROLES } from '#common/roles';
import { staffText as t } from '#common/texts/staff';

import { RequireRole } from '../../components/layout/require-role.tsx';
import { TitledSection } from '../../components/ui/titled-section.tsx';
import { useOwnStepUp } from '../../features/passkeys/use-step-up.tsx';
import { StaffList } from '../../features/staff/staff-list.tsx';
import { StaffRegisterForm } from '../../features/staff/staff-register-form.tsx';
import { staffMeQuery } from '../../features/staff/staff.queries.ts';

/** /admin/register-user: Tambah User plus the staff list (superadmin only, docs/product.md §6). */
export function Component() {
  const me = useQuery(staffMeQuery());
  // Creating an account and every change to another one need a recent step-up (docs/decisions/033).
  const { withStepUp, dialog } = useOwnStepUp();
  return (
    <RequireRole allowed={STAFF_ADMIN_ROLES} deniedText={t.onlySuperadmin}>
      <div className="mx-auto max-w-5xl space-y-8">
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h1 className="text-2xl font-bold text-slate-900">{t.registerTitle}</h1>
          <p className="mt-1 mb-5 text-sm text-slate-600">{t.registerIntro}</p>
          <div className="max-w-md">
            <StaffRegisterForm withStepUp={withStepUp} />
          </div>
        </section>
        <TitledSection
          title={t.listTitle}
          className="space-y-3"
          headingClassName="text-xl font-bold text-slate-900"
        >
          <StaffList currentStaffId={me.data?.id} withStepUp={withStepUp} />
        </TitledSection>
        {dialog}
      </div>
    </RequireRole>
  );
}

export const handle = { seo: () => ({ title: t.registerTitle, noindex: true }) };
