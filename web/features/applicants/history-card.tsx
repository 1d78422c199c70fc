import type { ComponentProps } from 'react';

import { DetailCard } from './applicant-profile.tsx';
import { HistoryTimeline } from './applicant-recruiting-panels.tsx';

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
