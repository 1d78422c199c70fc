import { type ReactNode, useState } from 'react';

import { dayHeading } from '#common/dates';
import type { ContactMessage } from '#common/schemas/contact-messages';
import { commonText } from '#common/texts/common';
import { contactMessagesText as t } from '#common/texts/contact-messages';

import { StatusPill } from '../../components/ui/status-pill.tsx';
import { type DayGroup, timeOfDay } from './inbox-dates.ts';

export interface InboxRowActions {
  canManage: boolean;
  onMarkRead(message: ContactMessage): void;
  onMarkUnread(message: ContactMessage): void;
  onDelete(message: ContactMessage): void;
  busyId?: number;
  /** What a page adds to each message's actions (the quote-request action, for sales roles). */
  extra?: (message: ContactMessage) => ReactNode;
}

const ACTION =
  'rounded-md px-2.5 py-1 text-xs font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 aria-disabled:opacity-50';

function MessageText({ text }: { text: string }) {
  const [isOpen, setIsOpen] = useState(false);
  if (!text) return <span className="text-slate-600 italic">{t.noMessageText}</span>;
  return (
    <button
      type="button"
      onClick={() => setIsOpen((open) => !open)}
      aria-expanded={isOpen}
      title={isOpen ? undefined : t.showFullMessage}
      className={`block w-full cursor-pointer text-left break-words whitespace-pre-line text-slate-700 hover:text-slate-900 ${isOpen ? '' : 'line-clamp-2'}`}
    >
      {text}
    </button>
  );
}

function RowActions({ message, actions }: { message: ContactMessage; actions: InboxRowActions }) {
  const isUnread = !message.dibaca;
  const isBusy = actions.busyId === message.id;
  // aria-disabled, not disabled: a disabled button drops the keyboard focus to the page's start.
  const unlessBusy = (action: () => void) => () => {
    if (!isBusy) action();
  };
  return (
    <div className="flex flex-wrap gap-1.5">
      {isUnread ? (
        <button
          type="button"
          aria-disabled={isBusy || undefined}
          onClick={unlessBusy(() => actions.onMarkRead(message))}
          className={`${ACTION} bg-brand-700 hover:bg-brand-800 text-white`}
          aria-label={`${t.markRead}: ${message.nama}`}
        >
          {t.markRead}
        </button>
      ) : actions.canManage ? (
        <button
          type="button"
          aria-disabled={isBusy || undefined}
          onClick={unlessBusy(() => actions.onMarkUnread(message))}
          className={`${ACTION} border border-slate-300 text-slate-700 hover:bg-slate-50`}
          aria-label={`${t.markUnread}: ${message.nama}`}
        >
          {t.markUnread}
        </button>
      ) : null}
      {message.penawaran ? (
        <a
          href={`/admin/prospek/${message.penawaran.id}`}
          className="text-brand-700 inline-flex min-h-11 items-center text-xs font-semibold underline md:min-h-6"
        >
          {t.convertedTo(message.penawaran.kode)}
        </a>
      ) : (
        actions.extra?.(message)
      )}
      {actions.canManage ? (
        <button
          type="button"
          aria-disabled={isBusy || undefined}
          onClick={unlessBusy(() => actions.onDelete(message))}
          className={`${ACTION} border border-slate-300 bg-white text-red-700 hover:border-red-300 hover:bg-red-50`}
          aria-label={`${commonText.delete}: ${message.nama}`}
        >
          {commonText.delete}
        </button>
      ) : null}
    </div>
  );
}

function StatusBadge({ isUnread }: { isUnread: boolean }) {
  return (
    <StatusPill
      className={`px-2 ${isUnread ? 'bg-accent-400/30 text-amber-900' : 'bg-slate-100 text-slate-600'}`}
      text={isUnread ? t.statusUnread : t.statusRead}
    />
  );
}

/** The sender's e-mail and phone, as mailto: and tel: links. */
function ContactLinks({
  message,
  phoneClassName,
}: {
  message: ContactMessage;
  phoneClassName: string;
}) {
  return (
    <>
      <a
        href={`mailto:${message.email}`}
        className="text-brand-700 block leading-6 [overflow-wrap:anywhere] hover:underline"
      >
        {message.email}
      </a>
      <a href={`tel:${message.telepon.replace(/[^\d+]/g, '')}`} className={phoneClassName}>
        {message.telepon}
      </a>
    </>
  );
}

function Row({
  message,
  number,
  actions,
  timeZone,
}: {
  message: ContactMessage;
  number: number;
  actions: InboxRowActions;
  timeZone: string;
}) {
  const isUnread = !message.dibaca;
  return (
    <tr
      className={`align-top ${isUnread ? 'bg-brand-50/70 font-medium' : 'bg-white'}`}
      data-unread={isUnread ? 'true' : undefined}
    >
      <td className="px-3 py-3 text-sm text-slate-600 tabular-nums">{number}</td>
      <td className="px-3 py-3 text-sm">
        <div className="text-slate-900">
          {message.nama}
          <EnglishBadge message={message} />
        </div>
        <div className="text-xs font-normal text-slate-600">
          {timeOfDay(message.created_at, timeZone)}
        </div>
      </td>
      <td className="px-3 py-3 text-sm">
        <ContactLinks
          message={message}
          phoneClassName="block text-xs leading-6 font-normal whitespace-nowrap text-slate-600 hover:underline"
        />
      </td>
      <td className="min-w-48 px-3 py-3 text-sm font-normal">
        <MessageText text={message.pesan} />
      </td>
      <td className="px-3 py-3 text-sm">
        <StatusBadge isUnread={isUnread} />
      </td>
      <td className="px-3 py-3">
        <RowActions message={message} actions={actions} />
      </td>
    </tr>
  );
}

/** What both inbox views show: the day groups and each row's actions. */
interface InboxViewProps {
  groups: DayGroup[];
  today: string;
  timeZone: string;
  actions: InboxRowActions;
}

/** docs/product.md §2 columns, with their widths. */
const COLUMNS = [
  [t.columnNo, 'w-12'],
  [t.columnSender, 'w-44'],
  [t.columnEmail, 'w-64'],
  [t.columnMessage, ''],
  [t.columnStatus, ''],
  [t.columnActions, ''],
] as const;

/** Wider screens: the message table (docs/product.md §2 columns), one titled group per day. */
export function InboxTable({ groups, today, timeZone, actions }: InboxViewProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full border-collapse text-left">
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {COLUMNS.map(([label, width]) => (
              <th key={label} scope="col" className={`${width} px-3 py-2`.trim()}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.day} className="divide-y divide-slate-100 border-t border-slate-200">
            <tr>
              <th
                scope="colgroup"
                colSpan={COLUMNS.length}
                className="bg-slate-100 px-3 py-2 text-sm font-semibold text-slate-800"
              >
                <h3>{dayHeading(group.day, today)}</h3>
              </th>
            </tr>
            {group.rows.map(({ message, number }) => (
              <Row
                key={message.id}
                message={message}
                number={number}
                actions={actions}
                timeZone={timeZone}
              />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/** Small screens: one card per message, so status and actions stay in view without scrolling. */
export function InboxCards({ groups, today, timeZone, actions }: InboxViewProps) {
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <section
          key={group.day}
          aria-label={dayHeading(group.day, today)}
          className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          <h3 className="bg-slate-100 px-3 py-2 text-sm font-semibold text-slate-800">
            {dayHeading(group.day, today)}
          </h3>
          <ul className="divide-y divide-slate-100">
            {group.rows.map(({ message, number }) => {
              const isUnread = !message.dibaca;
              return (
                <li
                  key={message.id}
                  className={`space-y-2 px-3 py-3 text-sm ${isUnread ? 'bg-brand-50/70' : ''}`}
                  data-unread={isUnread ? 'true' : undefined}
                >
                  <div className="flex items-start justify-between gap-2">
                    <div>
                      <span className="mr-1.5 text-slate-600 tabular-nums">{number}.</span>
                      <span
                        className={`text-slate-900 ${isUnread ? 'font-semibold' : 'font-medium'}`}
                      >
                        {message.nama}
                      </span>
                      <EnglishBadge message={message} />
                      <span className="ml-2 text-xs text-slate-600">
                        {timeOfDay(message.created_at, timeZone)}
                      </span>
                    </div>
                    <StatusBadge isUnread={isUnread} />
                  </div>
                  <div className="text-xs text-slate-600">
                    <ContactLinks
                      message={message}
                      phoneClassName="inline-block leading-6 hover:underline"
                    />
                  </div>
                  <MessageText text={message.pesan} />
                  <RowActions message={message} actions={actions} />
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The mark on a message sent from the English pages (docs/decisions/043). */
function EnglishBadge({ message }: { message: ContactMessage }) {
  if (message.language !== 'en') return null;
  return (
    <span
      title={t.englishBadgeLabel}
      className="ml-2 inline-block rounded bg-sky-100 px-1.5 py-0.5 align-middle text-xs font-semibold text-sky-800"
    >
      <span aria-hidden="true">{t.englishBadge}</span>
      <span className="sr-only">{t.englishBadgeLabel}</span>
    </span>
  );
}
