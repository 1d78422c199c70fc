import { LRUCache } from 'lru-cache';

/**
 * A budget per client address: `limit` takes per `windowMs`, counted in fixed windows, at most
 * 10,000 addresses remembered (the least recent go first). `take` answers 0 when allowed, else
 * the seconds until the window ends.
 */
export function clientBudget(limit: number, windowMs: number, now: () => number = Date.now) {
  const windows = new LRUCache<string, { start: number; used: number }>({ max: 10_000 });
  return {
    take(address: string) {
      const at = now();
      let window = windows.get(address);
      if (!window || at - window.start >= windowMs) {
        window = { start: at, used: 0 };
        windows.set(address, window);
      }
      window.used += 1;
      return window.used <= limit ? 0 : Math.ceil((window.start + windowMs - at) / 1000);
    },
  };
}
