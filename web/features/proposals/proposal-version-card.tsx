import { formatDateTime } from '#common/dates';
import { formatRupiah } from '#common/pricing';
import { PROPOSAL_APPROVE_ROLES, PROSPECT_EDIT_ROLES, type Role } from '#common/roles';
import type { Proposal } from '#common/schemas/proposals';
import { whatsAppUrl } from '#common/site-settings';
import { proposalsMailText, proposalsScreenText as t } from '#common/texts/proposals';

import { Button } from '../../components/ui/field.tsx';

export interface ProposalClient {
  id: number;
  kode: string;
  nama: string;
  email: string;
  telepon: string;
}

const TONES: Record<string, string> = {
  menunggu_persetujuan: 'bg-amber-100 text-amber-900',
  siap_dikirim: 'bg-slate-100 text-slate-800',
  terkirim: 'bg-blue-100 text-blue-900',
  diterima: 'bg-green-100 text-green-900',
  ditolak: 'bg-red-100 text-red-800',
};

/** The client's link with a copy button and a WhatsApp message ready to send. */
function ShareLink({ url, client }: { url: string; client: ProposalClient }) {
  const message = proposalsMailText.whatsApp({ nama: client.nama, kode: client.kode, url });
  const chat = whatsAppUrl(client.telepon) || 'https://wa.me/';
  return (
    <div className="space-y-2">
      <label className="block text-sm font-semibold text-slate-700" htmlFor={`link-${url}`}>
        {t.linkLabel}
      </label>
      <input
        id={`link-${url}`}
        readOnly
        value={url}
        className="w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          className="min-h-11"
          onClick={() => void navigator.clipboard?.writeText(url)}
        >
          {t.copy}
        </Button>
        <a
          className="inline-flex min-h-11 items-center rounded-lg bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800"
          href={`${chat}?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noreferrer noopener"
        >
          {t.whatsApp}
        </a>
      </div>
    </div>
  );
}

/** One version: its totals, who made, approved and sent it, the client's visits and answer. */
export function ProposalVersionCard(props: {
  version: Proposal;
  client: ProposalClient;
  role: Role | null;
  timeZone: string;
  isBusy: boolean;
  onPdf: () => void;
  onApprove: () => void;
  onSend: () => void;
}) {
  const { version: v, role, timeZone } = props;
  const at = (iso: string) => formatDateTime(iso, timeZone);
  const canApprove =
    v.status === 'menunggu_persetujuan' && role !== null && PROPOSAL_APPROVE_ROLES.includes(role);
  const canSend =
    (v.status === 'siap_dikirim' || v.status === 'terkirim') &&
    role !== null &&
    PROSPECT_EDIT_ROLES.includes(role);
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold text-slate-900">{t.version(v.versi)}</h3>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${TONES[v.status] ?? 'bg-slate-100 text-slate-700'}`}
        >
          {t.statuses[v.status]}
        </span>
      </div>
      <p className="text-xl font-bold text-slate-900">{formatRupiah(v.total)}</p>
      <p className="text-sm text-slate-700">{t.feeWage(v.fee_persen, formatRupiah(v.upah))}</p>
      <p className="text-sm text-slate-700">{t.validUntil(v.berlaku_sampai)}</p>
      <ul className="space-y-0.5 text-sm text-slate-600">
        <li>{t.madeBy(v.created_by, at(v.created_at))}</li>
        {v.disetujui_oleh && v.disetujui_at ? (
          <li>{t.approvedBy(v.disetujui_oleh, at(v.disetujui_at))}</li>
        ) : null}
        {v.dikirim_oleh && v.dikirim_at ? (
          <li>{t.sentBy(v.dikirim_oleh, at(v.dikirim_at))}</li>
        ) : null}
        {v.dikirim_at ? (
          <li>
            {v.dibuka_pertama_at && v.dibuka_terakhir_at
              ? t.opened(at(v.dibuka_pertama_at), at(v.dibuka_terakhir_at))
              : t.notOpened}
          </li>
        ) : null}
        {v.jawaban === 'diterima' && v.dijawab_at ? (
          <li className="font-semibold text-green-800">
            {t.acceptedBy(v.penerima_nama ?? '', v.penerima_jabatan ?? '', at(v.dijawab_at))}
          </li>
        ) : null}
        {v.jawaban === 'ditolak' && v.dijawab_at ? (
          <li className="font-semibold text-red-800">
            {t.declinedWith(v.alasan_tolak ?? '', at(v.dijawab_at))}
          </li>
        ) : null}
        {v.penerima_pdf_sha256 ? (
          <li className="break-all">
            {t.fingerprint}: <code>{v.penerima_pdf_sha256}</code>
          </li>
        ) : null}
        {v.catatan ? <li className="italic">{v.catatan}</li> : null}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" className="min-h-11" onClick={props.onPdf}>
          {t.pdf}
        </Button>
        {canApprove ? (
          <Button
            type="button"
            className="min-h-11"
            isBusy={props.isBusy}
            onClick={props.onApprove}
          >
            {t.approve}
          </Button>
        ) : null}
        {canSend ? (
          <Button type="button" className="min-h-11" isBusy={props.isBusy} onClick={props.onSend}>
            {v.status === 'terkirim' ? t.resend : t.send}
          </Button>
        ) : null}
      </div>
      {v.url && (v.status === 'terkirim' || v.status === 'diterima') ? (
        <ShareLink url={v.url} client={props.client} />
      ) : null}
    </li>
  );
}
