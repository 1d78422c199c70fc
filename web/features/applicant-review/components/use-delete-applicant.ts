import { applicantsText as t } from '#common/texts/applicants';
import { commonText } from '#common/texts/common';
import { privacyText } from '#common/texts/privacy';

import { confirmAction, confirmDelete, showError, showSuccess } from '../../../lib/alerts.ts';
import { useDeleteApplicant } from '../applicant-review.queries.ts';

/**
 * Deleting an application after its confirmations, from the desk table's row and from the
 * detail (phones reach delete only there, docs/decisions/058). Resolves true once deleted.
 */
export function useConfirmedDelete() {
  const remove = useDeleteApplicant();
  return async (id: number) => {
    if (!(await confirmDelete())) return false;
    // The application's files always go (docs/decisions/022); the login account only when staff say so.
    const eraseAccount = await confirmAction(
      privacyText.alsoEraseAccountTitle,
      privacyText.alsoEraseAccountText,
    );
    try {
      await remove.mutateAsync({ id, eraseAccount });
    } catch {
      await showError(commonText.error, t.deleteFailed);
      return false;
    }
    await showSuccess(commonText.success, t.deleted, 1500);
    return true;
  };
}
