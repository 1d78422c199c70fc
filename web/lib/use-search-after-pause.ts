import { useEffect } from 'react';

/** How long a staff list's search waits after the last key stroke. */
const SEARCH_PAUSE_MS = 300;

/**
 * A search box that filters as the user types without asking the server at every key: `apply`
 * gets the `typed` text once typing has paused, unless the list already searches for it
 * (`applied`). A new key stroke, or a new `apply`, starts the wait again.
 */
export function useSearchAfterPause(typed: string, applied: string, apply: (text: string) => void) {
  useEffect(() => {
    if (typed === applied) return;
    const timer = setTimeout(() => apply(typed), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, applied, apply]);
}
