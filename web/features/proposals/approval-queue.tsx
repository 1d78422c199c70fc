import { Link } from 'react-router';

import { formatDateTime } from '#common/dates';
import { formatRupiah } from '#common/pricing';
import { isRole, PROPOSAL_APPROVE_ROLES } from '#common/roles';
import { proposalsScreenText as t } from '#common/texts/proposals';

import { Button } from '../../components/ui/field.tsx';
import { showError, toast } from '../../lib/alerts.ts';
import { clientErrorText } from '../../lib/api-client.ts';
import { readStaffRole } from '../../lib/auth-storage.ts';
import { usePublicConfig } from '../../lib/public-config.tsx';
import { useApprovalQueue, useApproveProposal } from './proposals.queries.ts';

/**
 * /admin/prospek/persetujuan (docs/decisions/055): versions whose fee is below the tariff's
 * minimum, with what the discount costs a month against the tariff's fee; bos and superadmin
 * approve them here (the approval is audited like every staff write).
 */
export function ApprovalQueue() {
  const { timeZone } = usePublicConfig();
  const queue = useApprovalQueue();
  const approve = useApproveProposal();
  const role = readStaffRole();
  const canApprove = isRole(role) && PROPOSAL_APPROVE_ROLES.includes(role);

  const onApprove = async (requestId: number, versi: number) => {
    try {
      await approve.mutateAsync({ requestId, versi });
      await toast('success', t.approved);
    } catch (caught) {
      await showError(clientErrorText(caught, t.approve));
    }
  };

  if (queue.data?.length === 0) return <p className="text-slate-600">{t.queueEmpty}</p>;
  return (
    <ul className="space-y-3">
      {(queue.data ?? []).map((item) => (
        <li
          key={`${item.quote_request_id}-${item.versi}`}
          className="space-y-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h2 className="text-lg font-bold text-slate-900">
            {item.perusahaan} · {item.kode} · {t.version(item.versi)}
          </h2>
          <p className="text-xl font-bold">{formatRupiah(item.total)}</p>
          <p className="text-sm text-slate-700">
            {t.queueFee(item.fee_persen, item.fee_tarif_persen, item.fee_min_persen)}
          </p>
          <p className="text-sm font-semibold text-amber-900">
            {t.queueDifference(formatRupiah(item.selisih))}
          </p>
          <p className="text-sm text-slate-600">
            {t.madeBy(item.created_by, formatDateTime(item.created_at, timeZone))}
          </p>
          <div className="flex flex-wrap gap-2 pt-1">
            <Link
              to={`/admin/prospek/${item.quote_request_id}`}
              className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700"
            >
              {t.openRequest}
            </Link>
            {canApprove ? (
              <Button
                type="button"
                className="min-h-11"
                isBusy={approve.isPending}
                onClick={() => void onApprove(item.quote_request_id, item.versi)}
              >
                {t.approve}
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
