import { hiringDaysText as t } from '#common/texts/hiring-days';

import { TitledSection } from '../../components/ui/titled-section.tsx';
import { useHiringDayStats } from './hiring-days.queries.ts';

/** The statistics page's hiring-day numbers: hiring days held, attendance, pass rate, no-shows. */
export function HiringDayStats() {
  const stats = useHiringDayStats();
  if (!stats.data) return null;
  const { sesi_selesai, tingkat_kehadiran, tingkat_kelulusan, tidak_hadir } = stats.data;
  const cells: Array<[string, string]> = [
    [t.statsHeld, String(sesi_selesai)],
    [t.statsAttendance, t.percent(tingkat_kehadiran)],
    [t.statsPassRate, t.percent(tingkat_kelulusan)],
    [t.statsNoShow, String(tidak_hadir)],
  ];
  return (
    <TitledSection
      title={t.statsTitle}
      className="mx-auto max-w-6xl"
      headingClassName="mb-2 text-lg font-bold text-slate-900"
    >
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {cells.map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}
