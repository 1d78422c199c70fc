import { retentionText } from '#common/texts/retention';

import { usePublicConfig } from '../../../lib/public-config.tsx';

/**
 * 'Dihapus otomatis pada …' under a final application's status: the day the retention purge
 * (RETENTION_MONTHS after the last change) erases it. Nothing for applications still waiting.
 */
export function RetentionNote({ until }: { until: string | null | undefined }) {
  const { timeZone } = usePublicConfig();
  if (!until) return null;
  const date = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone }).format(
    new Date(until),
  );
  return (
    <p className="mt-1 text-xs whitespace-nowrap text-slate-500">{retentionText.deletesOn(date)}</p>
  );
}
