import type { ComponentProps } from 'react';

import { formatDateTime } from '#common/dates';
import { recruitingText as t } from '#common/texts/recruiting';

import { DetailCard, formatSchedule } from './applicant-profile.tsx';

/** An application's status history as a detail card, on the staff and the applicant's own view. */
export function HistoryCard({
  title,
  application,
  timeZone,
}: {
  title: string;
  application: {
    created_at: string;
    history: ComponentProps<typeof HistoryTimeline>['entries'];
  };
  timeZone: string;
}) {
  return (
    <DetailCard title={title}>
      <HistoryTimeline
        createdAt={application.created_at}
        entries={application.history}
        timeZone={timeZone}
      />
    </DetailCard>
  );
}

/** One line per change, oldest first; `by` only on the staff side. */
export function HistoryTimeline({
  createdAt,
  entries,
  timeZone,
}: {
  createdAt: string;
  entries: { status: string; jadwal_interview: string | null; at: string; by?: string }[];
  timeZone: string;
}) {
  const items = [
    { key: 'applied', text: t.historyApplied, at: createdAt, by: undefined as string | undefined },
    // A change either moves the status or (same status) sets a new interview time.
    ...entries.map((entry, index) => ({
      key: `${index}`,
      text:
        entry.status !== (index > 0 ? entries[index - 1].status : 'Menunggu')
          ? t.historyStatus(entry.status)
          : t.historySchedule(formatSchedule(entry.jadwal_interview ?? '')),
      at: entry.at,
      by: entry.by,
    })),
  ];
  return (
    <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5">
      {items.map((item) => (
        <li key={item.key} className="relative">
          <span
            aria-hidden="true"
            className="bg-brand-600 absolute top-1.5 -left-[1.65rem] h-3 w-3 rounded-full ring-4 ring-white"
          />
          <p className="text-sm font-semibold text-slate-900">{item.text}</p>
          <p className="text-xs text-slate-500">
            <time dateTime={item.at}>{formatDateTime(item.at, timeZone)}</time>
            {item.by ? ` · ${t.historyBy(item.by)}` : null}
          </p>
        </li>
      ))}
    </ol>
  );
}
