import {
  type QueryClient,
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';

import type { ContactMessage, UnreadCount } from '#common/schemas/contact-messages';
import { contactMessagesText } from '#common/texts/contact-messages';

import { BACKGROUND_HEADERS, api, apiRequest } from '../../lib/api-client.ts';
import { createSeenMarker } from '../../lib/seen-marker.ts';

/** Staff side of contact messages: the inbox page, read state, delete and the sidebar badge. */

export const INBOX_PAGE_SIZE = 50;
/** How often the sidebar badge and an open inbox look for new messages. */
export const CONTACT_POLL_MS = 10_000;

export interface InboxFilters {
  q: string;
  date: string;
  month: string;
  year: string;
}

export const EMPTY_FILTERS: InboxFilters = { q: '', date: '', month: '', year: '' };

export interface InboxPage {
  rows: ContactMessage[];
  total: number;
  unread: number;
}

function toSearch(values: Record<string, string | number>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    const text = String(value).trim();
    if (text) params.set(key, text);
  }
  return params.toString();
}

export function inboxQuery(filters: InboxFilters, page: number) {
  return {
    queryKey: ['kontak', 'list', filters, page] as const,
    queryFn: async ({
      signal,
      client,
      queryKey,
    }: {
      signal: AbortSignal;
      client: QueryClient;
      queryKey: readonly unknown[];
    }): Promise<InboxPage> => {
      const search = toSearch({ ...filters, page, pageSize: INBOX_PAGE_SIZE });
      // A refetch of a page already shown is the poll, not the user (docs/decisions/023).
      const isRefetch = client.getQueryData(queryKey) !== undefined;
      const response = await apiRequest<ContactMessage[]>('GET', `/kontak?${search}`, undefined, {
        auth: 'staff',
        signal,
        headers: isRefetch ? BACKGROUND_HEADERS : {},
      });
      return {
        rows: response.data ?? [],
        total: Number(response.headers.get('x-total-count') ?? 0),
        unread: Number(response.headers.get('x-unread-count') ?? 0),
      };
    },
  };
}

export function useInbox(filters: InboxFilters, page: number) {
  const query = useQuery({
    ...inboxQuery(filters, page),
    placeholderData: keepPreviousData,
    refetchInterval: CONTACT_POLL_MS,
  });
  useEffect(() => {
    // docs/product.md §8: inbox load failures are only logged.
    if (query.error) console.error(contactMessagesText.loadFailedLog, query.error);
  }, [query.error]);
  return query;
}

/** Read, unread, read-all and delete: each reloads the list and the badge (docs/product.md §4). */
export function useInboxActions() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: ['kontak'] });
  const onError = (error: unknown) => console.error(contactMessagesText.markFailedLog, error);
  return {
    markRead: useMutation({
      mutationFn: (id: number) =>
        api.post<ContactMessage>(`/kontak/${id}/dibaca`, undefined, { auth: 'staff' }),
      onSettled,
      onError,
    }),
    markUnread: useMutation({
      mutationFn: (id: number) =>
        api.post<ContactMessage>(`/kontak/${id}/belum-dibaca`, undefined, { auth: 'staff' }),
      onSettled,
      onError,
    }),
    markAllRead: useMutation({
      mutationFn: () => api.post('/kontak/mark-all-read', undefined, { auth: 'staff' }),
      onSettled,
      onError,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete(`/kontak/${id}`, { auth: 'staff' }),
      onSettled,
    }),
  };
}

// docs/product.md §4: the messages badge resets when the inbox is visited and stays reset (a local-storage
// flag, cleared by logout) until new messages arrive. The flag holds the newest message id seen.
const seenMessages = createSeenMarker('messages');

/** Records that every message up to `latestId` has been seen; the badge drops at once. */
export const markMessagesSeen = seenMessages.mark;

const unreadCountQuery = (sinceId: number | undefined) => ({
  queryKey: ['kontak', 'unread-count', sinceId ?? null] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<UnreadCount>(
      `/kontak/unread-count${sinceId === undefined ? '' : `?sinceId=${sinceId}`}`,
      // Only ever polled: never counts as activity (docs/decisions/023).
      { auth: 'staff', signal, headers: BACKGROUND_HEADERS },
    ),
});

/**
 * The sidebar's 'Kontak Pesan' badge: unread messages that arrived since the inbox was last
 * opened (all unread ones before the first visit). Undefined while unknown.
 */
export function useUnreadContactCount(enabled = true) {
  const { data } = seenMessages.usePolledSinceSeen(unreadCountQuery, {
    enabled,
    intervalMs: CONTACT_POLL_MS,
  });
  return data?.unread;
}

/** While the inbox is open, everything in it counts as seen. */
export function useMarkInboxSeen(enabled = true) {
  const query = useQuery({
    ...unreadCountQuery(undefined),
    enabled,
    refetchInterval: CONTACT_POLL_MS,
  });
  const latestId = query.data?.latestId;
  useEffect(() => {
    if (latestId !== undefined) markMessagesSeen(latestId);
  }, [latestId]);
}
