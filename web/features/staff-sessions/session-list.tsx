import { useQuery } from '@tanstack/react-query';

import { formatDateTime } from '#common/dates';
import type { StaffSession } from '#common/schemas/passkeys';
import { staffSessionsText as t } from '#common/texts/staff-sessions';

import { DeviceList, DeviceRow } from '../../components/ui/device-list.tsx';
import { SettingsSection } from '../../components/ui/settings-section.tsx';
import { Button, Spinner } from '../../components/ui/field.tsx';
import { confirmAction, toast } from '../../lib/alerts.ts';
import { failureText } from '../../lib/api-client.ts';
import { usePublicConfig } from '../../lib/public-config.tsx';
import { staffSessionsQuery, useEndSession } from './staff-sessions.queries.ts';

/** The own active sessions on /admin/keamanan (docs/decisions/033): browser, address, last use; end any. */
export function SessionList() {
  const sessions = useQuery(staffSessionsQuery());
  const end = useEndSession();
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  const onEnd = async (id: string | 'others') => {
    if (id === 'others' && !(await confirmAction(t.endOthersConfirm, t.endOthersConfirmText)))
      return;
    try {
      const result = await end.mutateAsync(id);
      await toast('success', result.message);
    } catch (failure) {
      await toast('error', failureText(failure, t.endFailed));
    }
  };

  return (
    <SettingsSection title={t.title} intro={t.intro}>
      {sessions.isPending ? (
        <Spinner />
      ) : (
        <DeviceList label={t.title}>
          {sessions.data?.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              isBusy={end.isPending && end.variables === session.id}
              onEnd={() => void onEnd(session.id)}
            />
          ))}
        </DeviceList>
      )}
      {others.length ? (
        <Button
          type="button"
          variant="danger"
          isBusy={end.isPending && end.variables === 'others'}
          onClick={() => void onEnd('others')}
        >
          {t.endOthers}
        </Button>
      ) : sessions.data ? (
        <p className="text-sm text-slate-500">{t.noOthers}</p>
      ) : null}
    </SettingsSection>
  );
}

function SessionRow({
  session,
  isBusy,
  onEnd,
}: {
  session: StaffSession;
  isBusy: boolean;
  onEnd: () => void;
}) {
  const { timeZone } = usePublicConfig();
  return (
    <DeviceRow
      name={session.browser}
      badge={session.current ? { text: t.current, tone: 'success' } : undefined}
      details={
        <>
          {session.ip_address ? t.address(session.ip_address) : t.addressUnknown} ·{' '}
          {t.lastUsed(formatDateTime(session.last_seen_at, timeZone))}
        </>
      }
    >
      {session.current ? null : (
        <Button
          type="button"
          variant="secondary"
          aria-label={t.endLabel(session.browser)}
          isBusy={isBusy}
          onClick={onEnd}
        >
          {t.endButton}
        </Button>
      )}
    </DeviceRow>
  );
}
