import { mapLink } from '#common/hiring-day-values';
import { hiringDaysText as t } from '#common/texts/hiring-days';

/**
 * Lines that the staff screens and the applicant's invitations (a Preact island, so React API
 * only: no router or query cache) show alike.
 */

/** Where a hiring day takes place, with a link to its map in a new tab. */
export function HiringDayPlace({
  hiringDay,
}: {
  hiringDay: { lokasi: string; peta_url?: string | null };
}) {
  return (
    <p className="text-sm text-slate-700">
      {hiringDay.lokasi} ·{' '}
      <a
        href={mapLink(hiringDay)}
        target="_blank"
        rel="noopener noreferrer"
        className="text-brand-700 underline underline-offset-2"
      >
        {t.map}
      </a>
    </p>
  );
}

export type StatusText = { tone: 'ok' | 'error'; text: string } | null;

/** The outcome of the last step, read out by screen readers: green when it went well, else red. */
export function StatusMessage({ message, className }: { message: StatusText; className?: string }) {
  const tone = message?.tone === 'error' ? 'text-red-700' : 'text-emerald-700';
  return (
    <p
      role="status"
      aria-live="polite"
      className={[className, 'text-sm font-semibold', tone].filter(Boolean).join(' ')}
    >
      {message?.text ?? ''}
    </p>
  );
}
