import { hiringDaysText as t } from '#common/texts/hiring-days';

import { Button } from '../../components/ui/field.tsx';
import { showError } from '../../lib/alerts.ts';
import { downloadParticipantsCsv } from './hiring-days.queries.ts';

/** Downloads a hiring day's participants as CSV; a failure shows its reason in a dialog. */
export function ParticipantsCsvButton({ sesiId }: { sesiId: number }) {
  return (
    <Button
      variant="secondary"
      onClick={() =>
        void downloadParticipantsCsv(sesiId).catch((error: unknown) =>
          showError(t.actionFailed, error instanceof Error ? error.message : undefined),
        )
      }
    >
      {t.downloadCsv}
    </Button>
  );
}
