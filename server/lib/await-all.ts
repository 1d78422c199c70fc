/**
 * Promise.all over an object's values: waits for them all at once and answers each under its
 * own key, so a handler that reads many things in parallel names each one once.
 */
export async function awaitAll<T extends Record<string, unknown>>(
  pending: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const entries = Object.entries(pending);
  const values = await Promise.all(entries.map(([, value]) => value));
  return Object.fromEntries(entries.map(([key], index) => [key, values[index]])) as {
    [K in keyof T]: Awaited<T[K]>;
  };
}
