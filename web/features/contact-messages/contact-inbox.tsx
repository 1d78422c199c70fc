import { type ReactNode, useCallback, useState } from 'react';

import { todayIn } from '#common/dates';
import { CONTACT_MANAGE_ROLES, hasRole } from '#common/roles';
import type { ContactMessage } from '#common/schemas/contact-messages';
import { commonText } from '#common/texts/common';
import { contactMessagesText as t } from '#common/texts/contact-messages';

import { FilterPanel, countActive } from '../../components/ui/filter-panel.tsx';
import { Button, Spinner } from '../../components/ui/field.tsx';
import { confirmDelete, toast } from '../../lib/alerts.ts';
import { readStaffRole } from '../../lib/auth-storage.ts';
import { usePublicConfig } from '../../lib/public-config.tsx';
import {
  EMPTY_FILTERS,
  INBOX_PAGE_SIZE,
  type InboxFilters,
  useInbox,
  useInboxActions,
  useMarkInboxSeen,
} from './contact-messages.queries.ts';
import { groupByDay } from './inbox-dates.ts';
import { InboxFilterBar } from './inbox-filters.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { InboxCards, InboxTable } from './inbox-table.tsx';

/** Below Tailwind's md breakpoint the inbox shows cards instead of the table. */
const useIsNarrow = () => useMediaQuery('(max-width: 767px)');

/**
 * 'Kontak Pesan' (docs/product.md §2, §4, §8) at /admin and /admin/kontak, for every staff role. Filters and
 * paging run on the server; admin and superadmin may also mark unread and delete.
 */
export function ContactInbox({
  now,
  messageAction,
}: {
  now?: () => Date;
  /** An action the page adds to each message (docs/decisions/054: make a quote request). */
  messageAction?: (message: ContactMessage) => ReactNode;
} = {}) {
  const { timeZone } = usePublicConfig();
  const [filters, setFilters] = useState<InboxFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const inbox = useInbox(filters, page);
  const actions = useInboxActions();
  useMarkInboxSeen();
  const canManage = hasRole(readStaffRole(), CONTACT_MANAGE_ROLES);
  const today = todayIn(timeZone, now?.());

  const onFilters = useCallback((next: InboxFilters) => {
    setFilters(next);
    setPage(1);
  }, []);

  const onDelete = async (message: ContactMessage) => {
    if (!(await confirmDelete())) return;
    try {
      await actions.remove.mutateAsync(message.id);
      void toast('success', t.deleted);
    } catch (error) {
      console.error(t.deleteFailed, error);
      void toast('error', t.deleteFailed);
    }
  };

  const isNarrow = useIsNarrow();
  const List = isNarrow ? InboxCards : InboxTable;
  const data = inbox.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / INBOX_PAGE_SIZE)) : 1;
  const busyId = actions.markRead.isPending
    ? actions.markRead.variables
    : actions.markUnread.isPending
      ? actions.markUnread.variables
      : undefined;

  return (
    <section aria-labelledby="inbox-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 id="inbox-title" className="text-2xl font-bold text-slate-900">
            {t.inboxTitle}
          </h1>
          {data && data.unread > 0 ? (
            <span className="rounded-full bg-red-600 px-2.5 py-0.5 text-sm font-semibold text-white">
              {t.unreadBadge(data.unread)}
            </span>
          ) : null}
        </div>
        {data && data.unread > 0 ? (
          <Button
            onClick={() => actions.markAllRead.mutate()}
            isBusy={actions.markAllRead.isPending}
          >
            {t.markAllRead}
          </Button>
        ) : null}
      </div>

      <FilterPanel activeCount={countActive({ ...filters })}>
        <InboxFilterBar
          value={filters}
          onChange={onFilters}
          currentYear={Number(today.slice(0, 4))}
        />
      </FilterPanel>

      {inbox.isPending ? (
        <div className="text-brand-700 flex justify-center py-16">
          <Spinner label={commonText.loading} />
        </div>
      ) : !data || data.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white py-12 text-center text-slate-500">
          {t.empty}
        </p>
      ) : (
        <>
          <List
            groups={groupByDay(data.rows, (page - 1) * INBOX_PAGE_SIZE + 1)}
            today={today}
            timeZone={timeZone}
            actions={{
              canManage,
              busyId,
              onMarkRead: (message) => actions.markRead.mutate(message.id),
              onMarkUnread: (message) => actions.markUnread.mutate(message.id),
              onDelete: (message) => void onDelete(message),
              extra: messageAction,
            }}
          />
          {pages > 1 ? (
            <nav
              aria-label="Halaman"
              className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600"
            >
              <span>{t.pageInfo(page, pages, data.total)}</span>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  disabled={page <= 1}
                  onClick={() => setPage((p) => p - 1)}
                >
                  {t.previousPage}
                </Button>
                <Button
                  variant="secondary"
                  disabled={page >= pages}
                  onClick={() => setPage((p) => p + 1)}
                >
                  {t.nextPage}
                </Button>
              </div>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
