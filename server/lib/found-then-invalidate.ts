import { notFound } from './http-errors.ts';

/**
 * The end of a content write or delete: 404 with `notFoundText` when it found no row, otherwise
 * the caches are invalidated (`invalidate`) before the row is answered. One copy for the ordered
 * lists (FAQs, tenants), the gallery and the testimonies.
 */
export async function foundThenInvalidate<T>(
  item: T | undefined,
  notFoundText: string,
  invalidate: () => Promise<unknown>,
): Promise<T> {
  if (item === undefined) throw notFound(notFoundText);
  await invalidate();
  return item;
}
