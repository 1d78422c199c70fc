import { useEffect } from 'react';
import { useParams } from 'react-router';

import { APPLICANT_VIEW_ROLES } from '#common/roles';
import { applicantsText as t } from '#common/texts/applicants';
import { commonText } from '#common/texts/common';

import { roleGated } from '../../../components/layout/role-gated.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { ScreenSpinner } from '../../../components/ui/screen-spinner.tsx';
import { ApplicantDetail } from '../../../features/applicant-review/screens/applicant-detail.tsx';
import { useApplicant } from '../../../features/applicant-review/applicant-review.queries.ts';
import { showError } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { readApplicantRights } from '../../../features/applicant-review/applicant-rights.ts';
import { usePublicConfig } from '../../../lib/public-config.tsx';

/** /admin/pelamar/{id}: 'Detail Pelamar'; other roles get 'Akses Ditolak!' and go to /admin (docs/product.md §6). */
export const Component = roleGated(
  { allowed: APPLICANT_VIEW_ROLES, deniedText: t.detailDeniedText, redirectTo: '/admin' },
  DetailScreen,
);

function DetailScreen() {
  const id = Number(useParams().id);
  const isValidId = Number.isInteger(id) && id > 0;
  const { timeZone } = usePublicConfig();
  const applicant = useApplicant(isValidId ? id : 0);
  const isMissing =
    !isValidId || (applicant.error instanceof ApiError && applicant.error.status === 404);
  const hasLoadError = applicant.isError && !isMissing;

  // docs/product.md §8: load failure 'Error' / 'Gagal memuat data pelamar'.
  useEffect(() => {
    if (hasLoadError) void showError(commonText.error, t.detailLoadFailed);
  }, [hasLoadError]);

  if (isValidId && applicant.isPending) return <ScreenSpinner label={commonText.loading} />;
  if (!applicant.data) {
    return (
      <div className="mx-auto max-w-lg space-y-4 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <p role="alert" className="text-slate-700">
          {isMissing ? t.detailNotFound : t.detailLoadFailed}
        </p>
        <ButtonLink to="/admin/pelamar" className="inline-block px-4 py-2 text-sm">
          {commonText.back}
        </ButtonLink>
      </div>
    );
  }
  return (
    // key: a save navigates to the same URL; fresh data resets the form to what was stored.
    <ApplicantDetail
      key={`${applicant.data.id}-${applicant.data.status}-${applicant.data.jadwal_interview}`}
      applicant={applicant.data}
      canEdit={readApplicantRights().canEdit}
      timeZone={timeZone}
    />
  );
}
