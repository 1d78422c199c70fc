import { useState } from 'react';

import { formatRupiah } from '#common/pricing';
import { isRole } from '#common/roles';
import { proposalsScreenText as t } from '#common/texts/proposals';

import { Button, NumberField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { confirmAction, showError, toast } from '../../lib/alerts.ts';
import { clientErrorText } from '../../lib/api-client.ts';
import { readStaffRole } from '../../lib/auth-storage.ts';
import { usePublicConfig } from '../../lib/public-config.tsx';
import { type ProposalClient, ProposalVersionCard } from './proposal-version-card.tsx';
import {
  downloadProposalPdf,
  useApproveProposal,
  useMakeProposal,
  useProposals,
  useSendProposal,
} from './proposals.queries.ts';

/** A whole number typed in a field, or undefined when it is empty. */
const numberOf = (text: string) =>
  text.trim() === '' ? undefined : Number(text.replace(',', '.'));

/**
 * The proposal versions of a quote request on its detail screen (docs/decisions/055): a form for
 * a new version (wage, fee, validity, internal notes; the posts as requested) and every version
 * with its state, approval, the client's link for WhatsApp and when the client opened it.
 */
export function ProposalVersions({ client, umk }: { client: ProposalClient; umk: number }) {
  const { timeZone } = usePublicConfig();
  const storedRole = readStaffRole();
  const role = isRole(storedRole) ? storedRole : null;
  const versions = useProposals(client.id);
  const make = useMakeProposal(client.id);
  const approve = useApproveProposal(client.id);
  const send = useSendProposal(client.id);
  const [upah, setUpah] = useState('');
  const [fee, setFee] = useState('');
  const [days, setDays] = useState('30');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string>();

  const onMake = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      const made = await make.mutateAsync({
        upah: numberOf(upah),
        fee_persen: numberOf(fee),
        berlaku_hari: numberOf(days),
        catatan: notes.trim() || null,
      });
      setNotes('');
      await toast('success', t.made(made.versi));
    } catch (caught) {
      setError(clientErrorText(caught, t.makeVersion));
    }
  };
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
      {role === 'admin' || role === 'superadmin' ? (
        <form
          onSubmit={onMake}
          noValidate
          className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3"
        >
          <NumberField
            id="proposal-upah"
            label={t.wageLabel}
            hint={t.wageHint(formatRupiah(umk))}
            value={upah}
            onChange={(event) => setUpah(event.target.value)}
          />
          <TextField
            id="proposal-fee"
            label={t.feeLabel}
            inputMode="decimal"
            value={fee}
            onChange={(event) => setFee(event.target.value)}
          />
          <NumberField
            id="proposal-days"
            label={t.validityLabel}
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
          <div className="sm:col-span-3">
            <TextAreaField
              id="proposal-notes"
              label={t.notesLabel}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
          </div>
          {error ? (
            <p role="alert" className="text-sm font-semibold text-red-700 sm:col-span-3">
              {error}
            </p>
          ) : null}
          <div className="sm:col-span-3">
            <Button type="submit" className="min-h-11" isBusy={make.isPending}>
              {t.makeVersion}
            </Button>
          </div>
        </form>
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
