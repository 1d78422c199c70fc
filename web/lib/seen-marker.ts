import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { readFlag, writeFlag } from './auth-storage.ts';

/**
 * docs/product.md §4 unread badges: "seen up to id N", kept in a local-storage read flag (cleared by
 * logout) and shared by every open tab. One marker per badge (messages, applicants).
 */
export function createSeenMarker(flag: string) {
  const event = `sigap:${flag}-seen`;

  function read(): number | undefined {
    const raw = readFlag(flag);
    const value = Number(raw);
    return raw !== null && Number.isInteger(value) && value >= 0 ? value : undefined;
  }

  /** Records that everything up to `latestId` has been seen; badges drop at once. */
  function mark(latestId: number) {
    const current = read();
    if (current !== undefined && current >= latestId) return;
    writeFlag(flag, String(latestId));
    window.dispatchEvent(new Event(event));
  }

  /** The id seen so far, following marks from this tab and from others. */
  function useSeenId() {
    const [seenId, setSeenId] = useState(read);
    useEffect(() => {
      const sync = () => setSeenId(read());
      window.addEventListener(event, sync);
      window.addEventListener('storage', sync);
      return () => {
        window.removeEventListener(event, sync);
        window.removeEventListener('storage', sync);
      };
    }, []);
    return seenId;
  }

  /**
   * The badge's own query, asked for what came after the id seen so far and polled every
   * `intervalMs` while the tab is visible (docs/product.md §7). `enabled` is false for roles without access.
   */
  function usePolledSinceSeen<T>(
    queryFor: (sinceId: number | undefined) => UseQueryOptions<T, Error, T, QueryKey>,
    { enabled, intervalMs }: { enabled: boolean; intervalMs: number },
  ) {
    const sinceId = useSeenId();
    const query = useQuery({
      ...queryFor(sinceId),
      enabled,
      refetchInterval: intervalMs,
      refetchIntervalInBackground: false,
    });
    return { sinceId, data: query.data };
  }

  return { read, mark, useSeenId, usePolledSinceSeen };
}
