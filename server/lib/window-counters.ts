/**
 * Fixed-window counters: each key counts events until its window, started by the first event,
 * runs out. Failed logins and (with Redis) rate limits are kept here, in the process
 * (`memoryCounters`) or in Redis (`shared-counters.ts`), behind one interface.
 */
export interface CounterState {
  count: number;
  /** Milliseconds until the window ends (0 when nothing is counted). */
  ttlMs: number;
}

export interface WindowCounters {
  read(keys: string[]): Promise<CounterState[]>;
  /** Adds one event to every key; a key's window starts at its first event. */
  add(keys: string[], windowMs: number): Promise<void>;
  /** Adds one event to one key and answers its new state (rate-limit stores). */
  increment(key: string, windowMs: number): Promise<CounterState>;
  clear(key: string): Promise<void>;
}

const SWEEP_ABOVE = 100_000;

export function memoryCounters(): WindowCounters {
  const hits = new Map<string, { count: number; resetAt: number }>();
  const state = (key: string, now: number): CounterState => {
    const entry = hits.get(key);
    if (!entry || entry.resetAt <= now) return { count: 0, ttlMs: 0 };
    return { count: entry.count, ttlMs: entry.resetAt - now };
  };
  return {
    async read(keys) {
      const now = Date.now();
      return keys.map((key) => state(key, now));
    },
    async add(keys, windowMs) {
      const now = Date.now();
      for (const key of keys) {
        const entry = hits.get(key);
        if (!entry || entry.resetAt <= now) hits.set(key, { count: 1, resetAt: now + windowMs });
        else entry.count += 1;
      }
      if (hits.size > SWEEP_ABOVE)
        for (const [key, entry] of hits) if (entry.resetAt <= now) hits.delete(key);
    },
    async increment(key, windowMs) {
      await this.add([key], windowMs);
      return state(key, Date.now());
    },
    async clear(key) {
      hits.delete(key);
    },
  };
}
