import { useSyncExternalStore } from 'react';

/**
 * Browser state read without an effect. During server rendering and hydration the server's
 * answer is used, so the first client render matches the HTML; React then re-renders with the
 * browser's value.
 */

export function useMediaQuery(query: string, serverValue = false) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

const noSubscription = () => () => {};

/** False on the server and during hydration, true afterwards. */
export function useIsHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function usePrefersReducedMotion() {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
