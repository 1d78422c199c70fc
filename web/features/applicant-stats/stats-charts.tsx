import 'uplot/dist/uPlot.min.css';

import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

import type { ApplicantStats } from '#common/schemas/recruiting';

import { weekTickLabels } from './stats-week-axis.ts';

/**
 * The dashboard's weekly chart, drawn with uPlot (a small chart library loaded only on
 * /admin/statistik: this module is a lazy chunk of that screen).
 */
export function WeeklyChart({ weeks, label }: { weeks: ApplicantStats['byWeek']; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = weeks.map((week) => Date.parse(`${week.week}T00:00:00Z`) / 1000);
    const ys = weeks.map((week) => week.count);
    const bars = uPlot.paths.bars?.({ size: [0.6, 40] });
    const plot = new uPlot(
      {
        width: element.clientWidth || 320,
        height: 220,
        legend: { show: false },
        scales: {
          // Half a week of room on each side, so the first and last bars are not cut off.
          x: { time: true, range: (_u, min, max) => [min - 302_400, max + 302_400] },
          y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
        },
        axes: [
          // One tick per bar, labelled '4 Sep' (uPlot's own ticks fall between bars, as '9/4').
          {
            stroke: '#475569',
            splits: () => xs,
            values: (u, ticks) => weekTickLabels(ticks, u.width),
          },
          // Applicants come whole: no '0,2' steps when a week has one.
          { stroke: '#475569', incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000] },
        ],
        series: [{}, { label, stroke: '#0f4c81', fill: 'rgba(15,76,129,0.35)', paths: bars }],
      },
      [xs, ys],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: element.clientWidth || 320, height: 220 }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [weeks, label]);
  return <div ref={box} role="img" aria-label={label} className="w-full overflow-hidden" />;
}
