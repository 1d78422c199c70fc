import { type ComponentProps, useCallback, useEffect, useState } from 'react';

import { formatDateTime } from '#common/dates';
import type { MyHiringDay } from '#common/schemas/hiring-days';
import { placesLeft } from '#common/hiring-day-values';
import { hiringDaysText as t } from '#common/texts/hiring-days';

import { saveBlob } from '../../lib/save-blob.ts';
import { HiringDayPlace, type StatusText, StatusMessage } from './hiring-day-lines.tsx';

/**
 * The applicant's hiring day invitations on /career/detail: places left, book / move / free, the
 * booking code with its QR code, and the calendar file. Self-contained (React API only, no
 * router or query cache), so it runs in the React career screen and as a Preact island alike:
 * the token and fetch come in as props.
 */

export interface MyHiringDaysProps {
  /** The applicant's bearer token. */
  token: string;
  timeZone: string;
  /** Defaults to the browser's fetch; an island or a test may pass its own. */
  fetcher?: typeof fetch;
  /** Called after a place was booked, moved or freed (the page may refresh the interview date). */
  onChange?: () => void;
  /** The invitations the server already rendered into the page (decision 041): not asked again. */
  initial?: MyHiringDay[];
}

type Load =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; hiringDays: MyHiringDay[] };

async function errorText(response: Response) {
  try {
    const body = (await response.json()) as { error?: string };
    return body.error || t.actionFailed;
  } catch {
    return t.actionFailed;
  }
}

export function MyHiringDays({ token, timeZone, fetcher, onChange, initial }: MyHiringDaysProps) {
  const [load, setLoad] = useState<Load>(
    initial ? { state: 'ready', hiringDays: initial } : { state: 'loading' },
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
        const hiringDays = (await response.json()) as MyHiringDay[];
        if (isActive) setLoad({ state: 'ready', hiringDays });
      })
      .catch(() => {
        if (isActive) setLoad({ state: 'failed' });
      });
    return () => {
      isActive = false;
    };
  }, [call, version]);

  const act = async (hiringDay: MyHiringDay, method: 'POST' | 'DELETE', done: string) => {
    setBusy(hiringDay.id);
    setMessage(null);
    try {
      const response = await call(method, `/user/sesi/${hiringDay.id}/pesan`);
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

  const download = async (hiringDay: MyHiringDay) => {
    const response = await call('GET', `/user/sesi/${hiringDay.id}/tiket.ics`);
    if (!response.ok) return setMessage({ tone: 'error', text: await errorText(response) });
    saveBlob(await response.blob(), 'tiket.ics');
  };

  if (load.state === 'ready' && load.hiringDays.length === 0) return null;
  const hiringDays = load.state === 'ready' ? load.hiringDays : [];
  const holdsAny = hiringDays.some((s) => s.pemesanan && !s.dibatalkan);

  return (
    <section
      aria-labelledby="my-hiring-days-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="my-hiring-days-title" className="text-lg font-bold text-slate-900">
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
        {hiringDays.map((hiringDay) => (
          <HiringDayCard
            key={hiringDay.id}
            hiringDay={hiringDay}
            timeZone={timeZone}
            holdsAny={holdsAny}
            isBusy={busy === hiringDay.id}
            onBook={() => void act(hiringDay, 'POST', t.booked)}
            onFree={() => void act(hiringDay, 'DELETE', t.freed)}
            onDownload={() => void download(hiringDay)}
          />
        ))}
      </ul>
    </section>
  );
}

function HiringDayCard({
  hiringDay,
  timeZone,
  holdsAny,
  isBusy,
  onBook,
  onFree,
  onDownload,
}: {
  hiringDay: MyHiringDay;
  timeZone: string;
  holdsAny: boolean;
  isBusy: boolean;
  onBook: () => void;
  onFree: () => void;
  onDownload: () => void;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  // Frozen when the card first renders: whether the hiring day has begun does not flip mid-view.
  const [shownAt] = useState(() => Date.now());
  const isOver = Date.parse(hiringDay.mulai) <= shownAt;
  const left = placesLeft(hiringDay);
  const mine = hiringDay.pemesanan;
  const canBook = !mine && !hiringDay.dibatalkan && !isOver && left > 0;

  return (
    <li
      className={`rounded-xl border p-4 ${mine && !hiringDay.dibatalkan ? 'border-emerald-500 bg-emerald-50' : 'border-slate-200'}`}
    >
      <h3 className="font-bold text-slate-900">{hiringDay.judul}</h3>
      <p className="text-sm text-slate-700">
        {formatDateTime(hiringDay.mulai, timeZone, { weekday: 'long' })}
      </p>
      <HiringDayPlace hiringDay={hiringDay} />
      <p className="mt-1 text-sm font-semibold text-slate-900">
        {hiringDay.dibatalkan
          ? t.hiringDayCancelled
          : isOver
            ? t.hiringDayOver
            : t.placesLeft(left)}
      </p>
      {mine && !hiringDay.dibatalkan ? (
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
          <BookingQr kode={mine.kode} />
          <div>
            <p className="text-sm text-slate-700">{mine.hadir ? t.checkedInMine : t.yourCode}</p>
            <p className="font-mono text-2xl font-bold tracking-widest text-slate-900">
              {mine.kode}
            </p>
            {mine.hadir ? null : (
              <div className="mt-2 text-sm text-slate-700">
                <p className="font-semibold">{t.bringTitle}</p>
                <ul className="list-disc pl-5">
                  {t.bringItems.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            )}
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

/** A hiring day card's button: a thumb-sized target, coloured by `className`. */
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
