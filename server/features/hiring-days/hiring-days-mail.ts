import { createEvent } from 'ics';

import { formatDateTime } from '#common/dates';
import { mapLink, type HiringDay } from '#common/schemas/hiring-days';
import { hiringDaysText as t } from '#common/texts/hiring-days';

import type { JobExecutor } from '../../domain/job-store.ts';
import type { Mailer, MailMessage } from '../../ports/mail.ts';

/**
 * What a hiring day tells applicants: e-mails written as mail jobs in the caller's transaction
 * (docs/decisions/017-durable-jobs.md), so a change and its notices commit together and survive
 * a restart, and the booking's calendar file (docs/decisions/025-interview-invitations.md).
 */

type HiringDayFacts = Pick<HiringDay, 'id' | 'judul' | 'mulai' | 'selesai' | 'lokasi' | 'peta_url'>;

interface Person {
  pelamar_id: number;
  nama: string;
  email: string;
}

export interface MailContext {
  mailer: Mailer;
  timeZone: string;
  siteUrl: string;
}

/** What every notice needs: the mailer, and the config's time zone and site address. */
export const mailContext = (
  mailer: Mailer,
  { timeZone, siteUrl }: { timeZone: string; siteUrl: string },
): MailContext => ({ mailer, timeZone, siteUrl });

/** 'Kamis, 5 Maret 2026 pukul 10.30 WIB' in the company's time zone. */
export function formatWhen(iso: string, timeZone: string) {
  const text = formatDateTime(iso, timeZone, { weekday: 'long' });
  const zone = new Intl.DateTimeFormat('id-ID', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(iso))
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${text} ${zone}` : text;
}

/**
 * The booking as an iCalendar event. The uid is the application's interview uid, so the ticket
 * replaces the interview event in the applicant's calendar rather than adding a second one.
 */
export function bookingIcs(
  hiringDay: HiringDayFacts,
  pelamarId: number,
  kode: string,
  siteUrl: string,
) {
  const host = new URL(siteUrl).hostname || 'sigap';
  const { error, value } = createEvent({
    uid: `pelamar-${pelamarId}-interview@${host}`,
    productId: 'sigap/hiring-days',
    start: Date.parse(hiringDay.mulai),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(hiringDay.selesai),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: hiringDay.judul,
    description: t.icsDescription(kode),
    location: hiringDay.lokasi,
    url: `${siteUrl}/career/detail`,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    sequence: Math.floor(Date.now() / 1000),
  });
  if (error || !value) throw error ?? new Error('ics: empty calendar');
  return value;
}

const place = (hiringDay: HiringDayFacts) => `${hiringDay.lokasi} (${mapLink(hiringDay)})`;

/** Name, title, time and place: the first four values of the invitation and booking texts. */
const noticeFacts = (ctx: MailContext, hiringDay: HiringDayFacts, to: Person) =>
  [to.nama, hiringDay.judul, formatWhen(hiringDay.mulai, ctx.timeZone), place(hiringDay)] as const;

/** One mail to `to`, written as a job in the caller's transaction `tx`. */
const sendTo = (ctx: MailContext, tx: JobExecutor, to: Person, mail: Omit<MailMessage, 'to'>) =>
  ctx.mailer.send({ to: to.email, ...mail }, tx);

type Notice = (
  ctx: MailContext,
  tx: JobExecutor,
  hiringDay: HiringDayFacts,
  to: Person,
) => Promise<void>;

export const mailInvitation: Notice = async (ctx, tx, hiringDay, to) =>
  sendTo(ctx, tx, to, {
    subject: t.mailInviteSubject(hiringDay.judul),
    text: t.mailInviteText(...noticeFacts(ctx, hiringDay, to), `${ctx.siteUrl}/career/detail`),
  });

type Kind = 'booked' | 'reminder' | 'moved';

const SUBJECTS = {
  booked: t.mailBookedSubject,
  reminder: t.mailReminderSubject,
  moved: t.mailMovedSubject,
};
const TEXTS = { booked: t.mailBookedText, reminder: t.mailReminderText, moved: t.mailMovedText };

/** A notice about a held place (booked, the day before, moved); booked and moved carry the .ics. */
export const mailBooking = async (
  ctx: MailContext,
  tx: JobExecutor,
  kind: Kind,
  hiringDay: HiringDayFacts,
  to: Person & { kode: string },
) =>
  sendTo(ctx, tx, to, {
    subject: SUBJECTS[kind](hiringDay.judul),
    text: TEXTS[kind](...noticeFacts(ctx, hiringDay, to), to.kode),
    attachments:
      kind === 'reminder'
        ? undefined
        : [
            {
              filename: 'tiket.ics',
              content: bookingIcs(hiringDay, to.pelamar_id, to.kode, ctx.siteUrl),
              contentType: 'text/calendar',
            },
          ],
  });

export const mailCancelled: Notice = async (ctx, tx, hiringDay, to) =>
  sendTo(ctx, tx, to, {
    subject: t.mailCancelledSubject(hiringDay.judul),
    text: t.mailCancelledText(to.nama, hiringDay.judul, formatWhen(hiringDay.mulai, ctx.timeZone)),
  });
