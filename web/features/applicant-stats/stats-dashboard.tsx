import { lazy, Suspense } from 'react';

import { formatLongDate } from '#common/dates';
import type { ApplicantStats } from '#common/schemas/recruiting';
import { positionLabel } from '#common/schemas/recruiting';
import { recruitingText as t } from '#common/texts/recruiting';

import { Spinner } from '../../components/ui/field.tsx';

const WeeklyChart = lazy(() =>
  import('./stats-charts.tsx').then((module) => ({ default: module.WeeklyChart })),
);

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="mb-4 text-base font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Bars({ rows }: { rows: { label: string; count: number }[] }) {
  const max = Math.max(1, ...rows.map((row) => row.count));
  return (
    <dl className="space-y-3">
      {rows.map((row) => (
        // dt and dd sit directly in the row's group: a wrapper in between breaks the list (axe dlitem).
        <div key={row.label} className="grid grid-cols-[1fr_auto] gap-x-2 text-sm">
          <dt className="text-slate-700">{row.label}</dt>
          <dd className="font-semibold text-slate-900">{row.count.toLocaleString('id-ID')}</dd>
          <dd className="col-span-2 mt-1 h-2.5 rounded-full bg-slate-100" aria-hidden="true">
            <div
              className="bg-brand-600 h-2.5 rounded-full"
              style={{ width: `${(row.count / max) * 100}%` }}
            />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/statistik: applicants per week, position and status, and the time to decision. */
export function StatsDashboard({ stats }: { stats: ApplicantStats }) {
  const days = (value: number | null) => (value === null ? t.statsNone : t.statsDays(value));
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t.statsTitle}</h1>
        <p className="text-sm text-slate-600">
          {t.statsTotal}:{' '}
          <strong className="text-lg text-slate-900">{stats.total.toLocaleString('id-ID')}</strong>
        </p>
      </div>
      <Card title={t.statsPerWeek}>
        <Suspense
          fallback={
            <div className="flex h-56 items-center justify-center">
              <Spinner />
            </div>
          }
        >
          <WeeklyChart weeks={stats.byWeek} label={t.statsPerWeek} />
        </Suspense>
        <details className="mt-3 text-sm text-slate-600">
          <summary className="cursor-pointer">{t.statsPerWeek}</summary>
          <ul className="mt-2 grid grid-cols-2 gap-1 sm:grid-cols-4">
            {stats.byWeek.map((week) => (
              <li key={week.week}>
                {t.statsWeekOf(formatLongDate(week.week))}: {week.count}
              </li>
            ))}
          </ul>
        </details>
      </Card>
      <div className="grid gap-5 md:grid-cols-3">
        <Card title={t.statsPerPosition}>
          <Bars
            rows={stats.byPosition.map((row) => ({
              label: positionLabel(row.posisi),
              count: row.count,
            }))}
          />
        </Card>
        <Card title={t.statsPerStatus}>
          <Bars rows={stats.byStatus.map((row) => ({ label: row.status, count: row.count }))} />
        </Card>
        <Card title={t.statsDecision}>
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between">
              <dt className="text-slate-700">{t.statsAverage}</dt>
              <dd className="font-semibold text-slate-900">{days(stats.decision.averageDays)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-700">{t.statsMedian}</dt>
              <dd className="font-semibold text-slate-900">{days(stats.decision.medianDays)}</dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-slate-500">{t.statsDecided(stats.decision.count)}</p>
        </Card>
      </div>
    </div>
  );
}
