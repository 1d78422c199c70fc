/** The dashboard's weekly chart labels its x axis the Indonesian way (docs/decisions/025). */

const WEEK_LABEL = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
/** Room one label like '28 Sep' needs, in CSS pixels. */
const LABEL_PX = 56;

/**
 * Labels for ticks on each week's Monday (seconds since the epoch, UTC midnight): '4 Sep', not
 * uPlot's default US order '9/4', which reads as 9 April where the day comes first. When the chart
 * is too narrow for all, every n-th week keeps its label, counted from the newest.
 */
export function weekTickLabels(ticks: number[], widthPx: number) {
  const every = Math.max(1, Math.ceil((ticks.length * LABEL_PX) / Math.max(1, widthPx)));
  return ticks.map((tick, index) =>
    (ticks.length - 1 - index) % every === 0 ? WEEK_LABEL.format(new Date(tick * 1000)) : '',
  );
}
