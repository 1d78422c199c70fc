import { formatRupiah } from '#common/pricing';
import { PIPELINE_STAGES } from '#common/schemas/prospects';
import { prospectsText as t } from '#common/texts/prospects';
import { quoteRequestsText as q } from '#common/texts/quote-requests';

import { useProspectStats } from './prospects.queries.ts';

/** The pipeline's statistics: per stage, win rate, time to first contact, value won, service, source. */
export function ProspectStatsView() {
  const { data } = useProspectStats();
  if (!data) return null;
  const tile = (label: string, value: string) => (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="text-2xl font-bold text-slate-900">{value}</p>
    </div>
  );
  const table = (title: string, counts: Record<string, number>, label: (key: string) => string) => (
    <section className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      <dl className="mt-2 space-y-1 text-sm">
        {Object.entries(counts).map(([key, count]) => (
          <div key={key} className="flex justify-between">
            <dt>{label(key)}</dt>
            <dd className="tabular-nums">{count}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        {tile(
          t.winRate,
          data.rasio_menang === null ? '–' : `${Math.round(data.rasio_menang * 100)}%`,
        )}
        {tile(
          t.medianFirstContact,
          data.median_menit_sampai_dihubungi === null
            ? '–'
            : String(data.median_menit_sampai_dihubungi),
        )}
        {tile(t.valueWon, formatRupiah(data.nilai_menang))}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {table(
          t.perStage,
          Object.fromEntries(PIPELINE_STAGES.map((s) => [s, data.per_tahap[s] ?? 0])),
          (key) => t.stageNames[key as keyof typeof t.stageNames],
        )}
        {table(
          t.perService,
          data.per_layanan,
          (key) => q.serviceNames[key as keyof typeof q.serviceNames] ?? key,
        )}
        {table(t.perSource, data.per_sumber, (key) => (key === 'langsung' ? t.noSource : key))}
      </div>
    </div>
  );
}
