import { isRole, PROSPECT_EDIT_ROLES } from '#common/roles';
import { proposalsScreenText as t } from '#common/texts/proposals';

import { confirmAction, showError, toast } from '../../lib/alerts.ts';
import { clientErrorText } from '../../lib/api-client.ts';
import { readStaffRole } from '../../lib/auth-storage.ts';
import { usePublicConfig } from '../../lib/public-config.tsx';
import { ProposalEditor, type ProposalRequest } from './proposal-editor.tsx';
import { type ProposalClient, ProposalVersionCard } from './proposal-version-card.tsx';
import {
  downloadProposalPdf,
  useApproveProposal,
  useProposals,
  useSendProposal,
} from './proposals.queries.ts';

/**
 * The proposal versions of a quote request on its detail screen (docs/decisions/055): the form
 * for a new version (its posts, wage, fee, validity, internal notes, with a live total) and
 * every version with its state, approval, the client's link for WhatsApp and when it was opened.
 */
export function ProposalVersions({
  client,
  request,
}: {
  client: ProposalClient;
  request: ProposalRequest;
}) {
  const { timeZone } = usePublicConfig();
  const storedRole = readStaffRole();
  const role = isRole(storedRole) ? storedRole : null;
  const versions = useProposals(client.id);
  const approve = useApproveProposal(client.id);
  const send = useSendProposal(client.id);

  const onSend = async (versi: number) => {
    if (!(await confirmAction(t.send, t.sendConfirm(client.email)))) return;
    try {
      await send.mutateAsync(versi);
      await toast('success', t.sent);
    } catch (caught) {
      await showError(clientErrorText(caught, t.send));
    }
  };
  const onApprove = async (versi: number) => {
    try {
      await approve.mutateAsync({ requestId: client.id, versi });
      await toast('success', t.approved);
    } catch (caught) {
      await showError(clientErrorText(caught, t.approve));
    }
  };

  return (
    <section aria-labelledby="proposal-versions" className="space-y-4">
      <div>
        <h2 id="proposal-versions" className="text-xl font-bold text-slate-900">
          {t.sectionTitle}
        </h2>
        <p className="text-sm text-slate-600">{t.sectionIntro}</p>
      </div>
      {role !== null && PROSPECT_EDIT_ROLES.includes(role) ? (
        <ProposalEditor request={request} latest={versions.data?.at(-1)} />
      ) : null}
      {versions.data?.length === 0 ? <p className="text-sm text-slate-600">{t.none}</p> : null}
      <ol className="space-y-3">
        {[...(versions.data ?? [])].reverse().map((version) => (
          <ProposalVersionCard
            key={version.id}
            version={version}
            client={client}
            role={role}
            timeZone={timeZone}
            isBusy={send.isPending || approve.isPending}
            onPdf={() => void downloadProposalPdf(client.id, version.versi, client.kode)}
            onApprove={() => void onApprove(version.versi)}
            onSend={() => void onSend(version.versi)}
          />
        ))}
      </ol>
    </section>
  );
}
