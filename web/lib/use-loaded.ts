import { useCallback, useEffect, useState } from 'react';

/** Where one piece of an island's data stands. */
export type Loaded<T> =
  | { status: 'pending'; data: undefined }
  | { status: 'error'; data: undefined }
  | { status: 'ready'; data: T };

/** A failed read is tried again this many times (not for a 4xx: asking again will not help). */
const RETRIES = 2;
const RETRY_DELAY_MS = 1000;

const isClientError = (error: unknown) => {
  const status = (error as { status?: number } | undefined)?.status ?? 0;
  return status >= 400 && status < 500;
};

/**
 * Data a career island got from the server's render (`initial`), or reads once with the
 * browser's token when the server did not (`initial` undefined). The career pages use it instead
 * of TanStack Query, whose 10 KB (gzip) took /career over its 60 KB budget: each of their reads
 * happens once per page load, and every move on is a page load (docs/decisions/041).
 * `reload` reads again; `set` stores what an answer elsewhere already said. `load` is taken at
 * the first render (what it reads does not change while the page stands).
 */
export function useLoaded<T>(initial: T | undefined, load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<Loaded<T>>(() =>
    initial === undefined
      ? { status: 'pending', data: undefined }
      : { status: 'ready', data: initial },
  );
  // How many reads were asked for: none while the server's data stands.
  const [reads, setReads] = useState(initial === undefined ? 1 : 0);
  const [read] = useState(() => load);

  useEffect(() => {
    if (reads === 0) return;
    const controller = new AbortController();
    void (async () => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const data = await read(controller.signal);
          if (!controller.signal.aborted) setState({ status: 'ready', data });
          return;
        } catch (error) {
          if (controller.signal.aborted) return;
          if (attempt >= RETRIES || isClientError(error)) {
            setState({ status: 'error', data: undefined });
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * (attempt + 1)));
        }
      }
    })();
    return () => controller.abort();
  }, [reads, read]);

  const reload = useCallback(() => {
    setState({ status: 'pending', data: undefined });
    setReads((count) => count + 1);
  }, []);
  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { ...state, reload, set };
}
