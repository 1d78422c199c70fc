import { useEffect, useState } from 'react';

import { readFlag, writeFlag } from './auth-storage.ts';

/**
 * SPEC §4 unread badges: "seen up to id N", kept in a local-storage read flag (cleared by
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

  return { read, mark, useSeenId };
}
