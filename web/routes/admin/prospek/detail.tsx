import { useParams } from 'react-router';

import { PROSPECT_VIEW_ROLES } from '#common/roles';
import { prospectsText as t } from '#common/texts/prospects';

import { RequireRole } from '../../../components/layout/require-role.tsx';
import { ProspectDetailView } from '../../../features/prospects/prospect-detail.tsx';
import { useProspect } from '../../../features/prospects/prospects.queries.ts';
import { ProposalVersions } from '../../../features/proposals/proposal-versions.tsx';
import { EstimateBreakdown } from '../../../features/quote-requests/estimate-breakdown.tsx';

/** /admin/prospek/{id}: one quote request (docs/decisions/054). */
export function Component() {
  const id = Number(useParams().id);
  const { data: prospect } = useProspect(id);
  return (
    <RequireRole allowed={PROSPECT_VIEW_ROLES} deniedText={t.onlyAllowed}>
      <div className="mx-auto max-w-6xl space-y-4">
        <a href="/admin/prospek" className="text-brand-700 text-sm underline">
          {t.backToList}
        </a>
        {prospect ? (
          <>
            <h1 className="text-2xl font-bold text-slate-900">{t.detailTitle(prospect.kode)}</h1>
            <ProspectDetailView
              prospect={prospect}
              estimate={
                <EstimateBreakdown
                  estimate={prospect.estimasi}
                  feePercent={prospect.fee_persen}
                  ppnPercent={prospect.ppn_persen}
                />
              }
            />
            <ProposalVersions
              client={{
                id: prospect.id,
                kode: prospect.kode,
                nama: prospect.nama,
                email: prospect.email,
                telepon: prospect.telepon,
              }}
              request={{
                id: prospect.id,
                layanan: prospect.layanan,
                kota: prospect.kota,
                pos: prospect.pos,
                umk: prospect.estimasi.umk,
              }}
            />
          </>
        ) : null}
      </div>
    </RequireRole>
  );
}

export const handle = { seo: () => ({ title: t.title, noindex: true }) };
