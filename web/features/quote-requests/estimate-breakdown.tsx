import { type Estimate, formatRupiah } from '#common/pricing';
import { quoteRequestsText, quoteRequestsTextEn } from '#common/texts/quote-requests';

import { useLang } from '../../lib/lang.tsx';

/**
 * The estimate line by line: each post's headcount and per-person month (wage, overtime, BPJS,
 * THR, equipment), then the fee, PPN and total. `aria-live` lets a screen reader hear the new
 * total as the buyer types.
 */
export function EstimateBreakdown({
  estimate,
  feePercent,
  ppnPercent,
}: {
  estimate: Estimate;
  feePercent: number;
  ppnPercent: number;
}) {
  const t = useLang() === 'en' ? quoteRequestsTextEn : quoteRequestsText;
  const row = (label: string, amount: number, isStrong = false) => (
    <div
      className={`flex justify-between gap-4 py-1 ${isStrong ? 'font-semibold text-slate-900' : ''}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatRupiah(amount)}</dd>
    </div>
  );
  return (
    <section
      aria-labelledby="estimate-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="estimate-title" className="text-lg font-bold text-slate-900">
        {t.estimateTitle}
      </h2>
      {estimate.pos.map((post, index) => (
        <details
          key={index}
          className="mt-3 border-t border-slate-100 pt-2"
          open={estimate.pos.length === 1}
        >
          <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 text-slate-800">
            <span>
              {post.nama}: {t.people(post.personel)} ·{' '}
              {post.jam_mingguan_per_orang.toLocaleString('id-ID')} {t.hoursEach}
            </span>
            <span className="font-semibold whitespace-nowrap tabular-nums">
              {formatRupiah(post.jumlah)}
            </span>
          </summary>
          <dl className="text-sm text-slate-600">
            {row(t.lineWage, post.rincian_per_orang.upah)}
            {row(t.lineOvertime, post.rincian_per_orang.lembur)}
            {row(t.lineBpjsTk, post.rincian_per_orang.bpjs_tk)}
            {row(t.lineBpjsKes, post.rincian_per_orang.bpjs_kes)}
            {row(t.lineThr, post.rincian_per_orang.thr)}
            {row(t.lineEquipment, post.rincian_per_orang.perlengkapan)}
            {row(
              `${t.linePerPerson} ${t.linePost(post.personel)}`,
              post.rincian_per_orang.jumlah,
              true,
            )}
          </dl>
        </details>
      ))}
      <dl className="mt-3 border-t border-slate-200 pt-2 text-slate-700" aria-live="polite">
        <div className="flex justify-between gap-4 py-1">
          <dt>{t.headcount}</dt>
          <dd className="tabular-nums">{estimate.personel}</dd>
        </div>
        {row(t.personnelCost, estimate.biaya_personel)}
        {row(t.fee(feePercent), estimate.fee)}
        {row(t.dpp, estimate.dpp)}
        {row(t.ppn(ppnPercent), estimate.ppn)}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-lg font-bold text-slate-900">
          <dt>{t.total}</dt>
          <dd className="tabular-nums" data-testid="estimate-total">
            {formatRupiah(estimate.total)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
