import { useState } from 'react';

import { hiringDaysText as t } from '#common/texts/hiring-days';

import { Button } from '../../components/ui/field.tsx';
import { showError, showSuccess, showWarning } from '../../lib/alerts.ts';
import { ApiError } from '../../lib/api-client.ts';
import { usePublicConfig } from '../../lib/public-config.tsx';
import { formatWhen } from './hiring-day-time.ts';
import { useInvite, useStaffHiringDays } from './hiring-days.queries.ts';

const CONTROL =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

/**
 * 'Undang ke sesi' in the applicant list's bulk bar: the chosen applications are invited to one
 * upcoming hiring day and pick their own place. Only rows chosen on the page (the call takes ids).
 */
export function HiringDayInvite({
  ids,
  allMatching,
  onDone,
}: {
  ids: number[];
  allMatching: boolean;
  onDone: () => void;
}) {
  const { timeZone } = usePublicConfig();
  const hiringDays = useStaffHiringDays();
  const invite = useInvite();
  const [sesiId, setSesiId] = useState('');
  const [now] = useState(() => Date.now());
  const upcoming = (hiringDays.data ?? []).filter(
    (s) => !s.dibatalkan && Date.parse(s.mulai) > now,
  );

  const onInvite = async () => {
    if (allMatching) return void showWarning(t.inviteLabel, t.inviteNeedsRows);
    if (!sesiId) return void showWarning(t.inviteLabel, t.inviteNoHiringDay);
    try {
      const result = await invite.mutateAsync({ id: Number(sesiId), ids });
      await showSuccess(t.inviteLabel, t.inviteDone(result.diundang, result.sudah), 1500);
      onDone();
    } catch (error) {
      await showError(t.actionFailed, error instanceof ApiError ? error.message : undefined);
    }
  };

  return (
    <>
      <label className="flex flex-col gap-1 text-xs text-slate-600">
        {t.inviteLabel}
        <select className={CONTROL} value={sesiId} onChange={(e) => setSesiId(e.target.value)}>
          <option value="">{t.invitePick}</option>
          {upcoming.map((s) => (
            <option key={s.id} value={s.id}>
              {s.judul} · {formatWhen(s.mulai, timeZone)}
            </option>
          ))}
        </select>
      </label>
      <Button variant="secondary" isBusy={invite.isPending} onClick={() => void onInvite()}>
        {t.inviteButton}
      </Button>
    </>
  );
}
