import { type ComponentProps, useCallback, useEffect, useState } from 'react';

import { formatDateTime } from '#common/dates';
import type { MySession } from '#common/schemas/sessions';
import { placesLeft } from '#common/session-values';
import { sessionsText as t } from '#common/texts/sessions';

import { saveBlob } from '../../lib/save-blob.ts';
import { SessionPlace, type StatusText, StatusMessage } from './session-lines.tsx';

/**
 * The applicant's session invitations on /career/detail: places left, book / move / free, the
 * booking code with its QR code, and the calendar file. Self-contained (React API only, no
 * router or query cache), so it runs in the React career screen and as a Preact island alike:
 * the token and fetch come in as props.
 */

export interface MySessionsProps {
  /** The applicant's bearer token. */
  token: string;
  timeZone: string;
  /** Defaults to the browser's fetch; an island or a test may pass its own. */
  fetcher?: typeof fetch;
  /** Called after a place was booked, moved or freed (the page may refresh the interview date). */
  onChange?: () => void;
  /** The invitations the server already rendered into the page (decision 041): not asked again. */
  initial?: MySession[];
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; sessions: MySession[] };

async function errorText(response: Response) {
  try {
    const body = (await response.json()) as { error?: string };
    return body.error || t.actionFailed;
  } catch {
    return t.actionFailed;
  }
}

export function MySessions({ token, timeZone, fetcher, onChange, initial }: MySessionsProps) {
  const [load, setLoad] = useState<Load>(
    initial ? { state: 'ready', sessions: initial } : { state: 'loading' },
  );
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<StatusText>(null);
  const call = useCallback(
    (method: string, path: string) =>
      (fetcher ?? fetch)(`/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      }),
    [fetcher, token],
  );

  // Each booking change asks again: the places left change under other applicants too.
  const [version, setVersion] = useState(initial ? -1 : 0);
  const reload = () => setVersion((n) => Math.max(n, 0) + 1);
  useEffect(() => {
    if (version < 0) return;
    let isActive = true;
    call('GET', '/user/sesi')
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const sessions = (await response.json()) as MySession[];
        if (isActive) setLoad({ state: 'ready', sessions });
      })
      .catch(() => {
        if (isActive) setLoad({ state: 'failed' });
      });
    return () => {
      isActive = false;
    };
  }, [call, version]);

  const act = async (session: MySession, method: 'POST' | 'DELETE', done: string) => {
    setBusy(session.id);
    setMessage(null);
    try {
      const response = await call(method, `/user/sesi/${session.id}/pesan`);
      setMessage(
        response.ok
          ? { tone: 'ok', text: done }
          : { tone: 'error', text: await errorText(response) },
      );
      if (response.ok) onChange?.();
    } catch {
      setMessage({ tone: 'error', text: t.actionFailed });
    } finally {
      setBusy(null);
      reload();
    }
  };

  const download = async (session: MySession) => {
    const response = await call('GET', `/user/sesi/${session.id}/tiket.ics`);
    if (!response.ok) return setMessage({ tone: 'error', text: await errorText(response) });
    saveBlob(await response.blob(), 'tiket.ics');
  };

  if (load.state === 'ready' && load.sessions.length === 0) return null;
  const sessions = load.state === 'ready' ? load.sessions : [];
  const holdsAny = sessions.some((s) => s.pemesanan && !s.dibatalkan);

  return (
    <section
      aria-labelledby="my-sessions-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="my-sessions-title" className="text-lg font-bold text-slate-900">
        {t.myTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.myIntro}</p>
      {load.state === 'loading' ? (
        <p className="mt-3 text-sm text-slate-600">{t.loadingMine}</p>
      ) : null}
      {load.state === 'failed' ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t.mineFailed}
        </p>
      ) : null}
      <StatusMessage message={message} className="mt-2" />
      <ul className="mt-2 space-y-3">
        {sessions.map((session) => (
          <SessionCard
            key={session.id}
            session={session}
            timeZone={timeZone}
            holdsAny={holdsAny}
            isBusy={busy === session.id}
            onBook={() => void act(session, 'POST', t.booked)}
            onFree={() => void act(session, 'DELETE', t.freed)}
            onDownload={() => void download(session)}
          />
        ))}
      </ul>
    </section>
  );
}

function SessionCard({
  session,
  timeZone,
  holdsAny,
  isBusy,
  onBook,
  onFree,
  onDownload,
}: {
  session: MySession;
  timeZone: string;
  holdsAny: boolean;
  isBusy: boolean;
  onBook: () => void;
  onFree: () => void;
  onDownload: () => void;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  // Frozen when the card first renders: whether the session has begun does not flip mid-view.
  const [shownAt] = useState(() => Date.now());
  const isOver = Date.parse(session.mulai) <= shownAt;
  const left = placesLeft(session);
  const mine = session.pemesanan;
  const canBook = !mine && !session.dibatalkan && !isOver && left > 0;

  return (
    <li
      className={`rounded-xl border p-4 ${mine && !session.dibatalkan ? 'border-emerald-500 bg-emerald-50' : 'border-slate-200'}`}
    >
      <h3 className="font-bold text-slate-900">{session.judul}</h3>
      <p className="text-sm text-slate-700">
        {formatDateTime(session.mulai, timeZone, { weekday: 'long' })}
      </p>
      <SessionPlace session={session} />
      <p className="mt-1 text-sm font-semibold text-slate-900">
        {session.dibatalkan ? t.sessionCancelled : isOver ? t.sessionOver : t.placesLeft(left)}
      </p>
      {mine && !session.dibatalkan ? (
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
          <BookingQr kode={mine.kode} />
          <div>
            <p className="text-sm text-slate-700">{mine.hadir ? t.checkedInMine : t.yourCode}</p>
            <p className="font-mono text-2xl font-bold tracking-widest text-slate-900">
              {mine.kode}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <CardButton className={PLAIN} onClick={onDownload}>
                {t.addToCalendar}
              </CardButton>
              {!isOver && !mine.hadir ? (
                isConfirming ? (
                  <>
                    <CardButton
                      className="bg-red-600 text-white"
                      disabled={isBusy}
                      onClick={onFree}
                    >
                      {t.freeConfirm} {t.yes}
                    </CardButton>
                    <CardButton className={PLAIN} onClick={() => setIsConfirming(false)}>
                      {t.no}
                    </CardButton>
                  </>
                ) : (
                  <CardButton
                    className="border border-red-300 bg-white text-red-700"
                    onClick={() => setIsConfirming(true)}
                  >
                    {t.free}
                  </CardButton>
                )
              ) : null}
            </div>
          </div>
        </div>
      ) : null}
      {canBook ? (
        <CardButton
          className="bg-brand-700 mt-3 w-full text-white sm:w-auto"
          disabled={isBusy}
          aria-busy={isBusy || undefined}
          onClick={onBook}
        >
          {holdsAny ? t.move : t.book}
        </CardButton>
      ) : null}
    </li>
  );
}

const PLAIN = 'border border-slate-300 bg-white text-slate-800';

/** A session card's button: a thumb-sized target, coloured by `className`. */
function CardButton({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={`inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-60 ${className}`}
      {...props}
    />
  );
}

/**
 * The booking code as a QR code (SVG, made in the browser by the `qrcode` package, loaded when a
 * code is shown: most applicants hold none, decision 041).
 */
function BookingQr({ kode }: { kode: string }) {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    let isActive = true;
    void import('qrcode')
      .then(({ toString: qrSvg }) =>
        qrSvg(kode, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then((text) => {
        if (isActive) setSvg(text);
      });
    return () => {
      isActive = false;
    };
  }, [kode]);
  return svg ? (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={t.qrAlt(kode)}
      width={144}
      height={144}
      className="h-36 w-36 rounded-lg bg-white p-1 ring-1 ring-slate-200"
    />
  ) : (
    <div className="h-36 w-36" aria-hidden="true" />
  );
}
