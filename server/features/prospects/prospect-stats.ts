import { PIPELINE_STAGES, type ProspectStats } from '#common/schemas/prospects';
import { SERVICES } from '#common/rules';

interface StatsRows {
  byStage: { key: string; n: number }[];
  byService: { key: string; n: number }[];
  bySource: { key: string | null; n: number }[];
  wonValue: number;
  contacted: { created_at: string; dihubungi_at: string | null }[];
}

/** The middle value (the mean of the two middle ones for an even count), or null for none. */
export function median(values: number[]) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** GET /api/prospek/statistik from the grouped counts (docs/api.md, "Business clients"). */
export function pipelineStats(rows: StatsRows): ProspectStats {
  const counts = (entries: { key: string | null; n: number }[], keys: readonly string[] = []) => {
    const result: Record<string, number> = Object.fromEntries(keys.map((key) => [key, 0]));
    for (const { key, n } of entries)
      result[key ?? 'langsung'] = (result[key ?? 'langsung'] ?? 0) + Number(n);
    return result;
  };
  const perTahap = counts(rows.byStage, PIPELINE_STAGES);
  const decided = perTahap.menang + perTahap.kalah;
  const minutes = rows.contacted.map(
    (row) => (Date.parse(row.dihubungi_at!) - Date.parse(row.created_at)) / 60_000,
  );
  const middle = median(minutes);
  return {
    per_tahap: perTahap,
    menang: perTahap.menang,
    kalah: perTahap.kalah,
    rasio_menang: decided ? Math.round((perTahap.menang / decided) * 10_000) / 10_000 : null,
    median_menit_sampai_dihubungi: middle === null ? null : Math.round(middle),
    nilai_menang: rows.wonValue,
    per_layanan: counts(rows.byService, SERVICES),
    per_sumber: counts(rows.bySource),
  };
}
