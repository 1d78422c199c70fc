import QRCode from 'qrcode';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';

import { mfaText as t } from '#common/texts/mfa';

import { Button, Spinner, TextField } from '../../components/ui/field.tsx';
import { RecoveryCodes } from '../../components/ui/recovery-codes.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useMfaEnable, useMfaSetup } from './mfa.queries.ts';

type WithStepUp = <T>(action: () => Promise<T>) => Promise<T | undefined>;

/**
 * Enrolment (docs/decisions/023): a fresh secret as a QR code drawn in the browser (no third-party QR
 * service) and as text, a code field, then the 10 recovery codes shown once until the user
 * confirms 'Sudah saya simpan'. The secret is made (and audited) only when the user asks for
 * it: with the start button, or `hasStarted` when a button elsewhere already asked. Every
 * enrolment needs a recent step-up (docs/decisions/033): `withStepUp` asks for one when the
 * server answers that it needs one (a login counts as one for five minutes) and retries.
 */
export function MfaEnrollment({
  onDone,
  hasStarted: startedElsewhere = false,
  withStepUp,
}: {
  onDone: () => void;
  hasStarted?: boolean;
  withStepUp: WithStepUp;
}) {
  const setup = useMfaSetup();
  const enable = useMfaEnable();
  const [qr, setQr] = useState<string>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const started = useRef(false);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const result = await withStepUp(() => setup.mutateAsync());
        if (!result) {
          started.current = false;
          return;
        }
        setQr(await QRCode.toDataURL(result.otpauthUrl, { margin: 1, width: 220 }));
      } catch {
        // setup.isError shows the reason beside the start button.
        started.current = false;
      }
    })();
  }, [setup, withStepUp]);

  useEffect(() => {
    if (startedElsewhere) start();
  }, [startedElsewhere, start]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!code.trim()) {
      setError(t.codeRequired);
      return;
    }
    void (async () => {
      try {
        const result = await withStepUp(() => enable.mutateAsync(code.trim()));
        if (result) setRecoveryCodes(result.recoveryCodes);
      } catch (failure) {
        setError(failure instanceof ApiError ? failure.message : t.enableFailed);
      }
    })();
  };

  if (recoveryCodes) {
    return (
      <div className="space-y-4">
        <p
          role="status"
          className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800"
        >
          {t.enabled}
        </p>
        <RecoveryCodes codes={recoveryCodes} onDone={onDone} />
      </div>
    );
  }

  if (setup.isIdle || setup.isError)
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-600">{t.startIntro}</p>
        {setup.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {setup.error instanceof ApiError ? setup.error.message : t.setupFailed}
          </p>
        ) : null}
        <Button type="button" onClick={start}>
          {t.startEnroll}
        </Button>
      </div>
    );
  if (!setup.data || !qr) return <Spinner label={t.setupLoading} />;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-600">{t.enrollIntro}</p>
      <img
        src={qr}
        alt={t.qrAlt}
        width={220}
        height={220}
        className="mx-auto rounded-lg border border-slate-200"
      />
      <div>
        <p className="text-sm font-medium text-slate-700">{t.secretLabel}</p>
        <code
          data-testid="mfa-secret"
          className="mt-1 block rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all"
        >
          {setup.data.secret}
        </code>
      </div>
      <TextField
        label={t.codeLabel}
        placeholder={t.codePlaceholder}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <Button type="submit" isBusy={enable.isPending}>
        {t.enableButton}
      </Button>
    </form>
  );
}
