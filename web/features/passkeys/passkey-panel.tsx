import { type FormEvent, useState } from 'react';

import { formatDateTime } from '#common/dates';
import type { Passkey, SecurityStatus } from '#common/schemas/passkeys';
import { commonText } from '#common/texts/common';
import { passkeysText as t } from '#common/texts/passkeys';

import { DeviceList, DeviceRow } from '../../components/ui/device-list.tsx';
import { SettingsSection } from '../../components/ui/settings-section.tsx';
import { Button, FormMessage, TextField } from '../../components/ui/field.tsx';
import { confirmDelete, toast } from '../../lib/alerts.ts';
import { usePublicConfig } from '../../lib/public-config.tsx';
import { passkeyFailureText, supportsPasskeys } from '../../lib/webauthn.ts';
import { useRegisterPasskey, useRemovePasskey, useSetPasswordless } from './passkeys.queries.ts';
import { RecoveryCodes } from '../../components/ui/recovery-codes.tsx';

type WithStepUp = <T>(action: () => Promise<T>) => Promise<T | undefined>;

/** The own passkeys on /admin/keamanan (docs/decisions/033): list, add, remove, passwordless login. */
export function PasskeyPanel({
  status,
  withStepUp,
}: {
  status: SecurityStatus;
  withStepUp: WithStepUp;
}) {
  const register = useRegisterPasskey();
  const setPasswordless = useSetPasswordless();
  const [nama, setNama] = useState('');
  const [error, setError] = useState<string>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!nama.trim()) {
      setError(t.nameRequired);
      return;
    }
    try {
      const result = await withStepUp(() => register.mutateAsync(nama.trim()));
      if (!result) return;
      setNama('');
      await toast('success', t.registered);
      if (result.recoveryCodes) setRecoveryCodes(result.recoveryCodes);
    } catch (failure) {
      setError(passkeyFailureText(failure, t.registerFailed));
    }
  };

  const onPasswordless = async (enabled: boolean) => {
    setError(undefined);
    try {
      const action = () => setPasswordless.mutateAsync(enabled);
      // Turning it off never needs a step-up.
      if (await (enabled ? withStepUp(action) : action()))
        await toast('success', t.loginSettingSaved);
    } catch (failure) {
      setError(passkeyFailureText(failure));
    }
  };

  if (recoveryCodes)
    return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} />;

  return (
    <SettingsSection title={t.sectionTitle} intro={t.sectionIntro}>
      {status.passkeys.length ? (
        <DeviceList label={t.sectionTitle}>
          {status.passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} withStepUp={withStepUp} />
          ))}
        </DeviceList>
      ) : (
        <p className="text-sm text-slate-500">{t.empty}</p>
      )}
      {supportsPasskeys() ? (
        <form noValidate onSubmit={(event) => void onAdd(event)} className="space-y-3">
          <TextField
            label={t.nameLabel}
            placeholder={t.namePlaceholder}
            maxLength={60}
            value={nama}
            onChange={(event) => setNama(event.target.value)}
          />
          <Button type="submit" isBusy={register.isPending}>
            {t.addButton}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-amber-700">{t.unsupported}</p>
      )}
      <FormMessage message={error} isBold />
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="h-6 w-6 shrink-0"
          checked={status.passwordless}
          disabled={!status.passkeys.length || setPasswordless.isPending}
          onChange={(event) => void onPasswordless(event.target.checked)}
          aria-describedby="passwordless-hint"
        />
        <span>
          <span className="font-medium">{t.passwordlessLabel}</span>
          <span id="passwordless-hint" className="block text-slate-500">
            {t.passwordlessHint}
          </span>
        </span>
      </label>
    </SettingsSection>
  );
}

function PasskeyRow({ passkey, withStepUp }: { passkey: Passkey; withStepUp: WithStepUp }) {
  const { timeZone } = usePublicConfig();
  const remove = useRemovePasskey();
  const onRemove = async () => {
    if (!(await confirmDelete(t.removeConfirm(passkey.nama), t.removeConfirmText))) return;
    try {
      if (await withStepUp(() => remove.mutateAsync(passkey.id))) await toast('success', t.removed);
    } catch (failure) {
      await toast('error', passkeyFailureText(failure, t.removeFailed));
    }
  };
  return (
    <DeviceRow
      name={passkey.nama}
      badge={passkey.synced ? { text: t.synced, tone: 'neutral' } : undefined}
      details={
        <>
          {t.createdAt(formatDateTime(passkey.created_at, timeZone))} ·{' '}
          {passkey.last_used_at
            ? t.lastUsed(formatDateTime(passkey.last_used_at, timeZone))
            : t.neverUsed}
        </>
      }
    >
      <Button
        type="button"
        variant="secondary"
        aria-label={t.removeButton(passkey.nama)}
        isBusy={remove.isPending}
        onClick={() => void onRemove()}
      >
        {commonText.delete}
      </Button>
    </DeviceRow>
  );
}
