import { describe, expect, it } from 'vitest';

import { foundThenInvalidate } from './found-then-invalidate.ts';
import { HttpError } from './http-errors.ts';

describe('foundThenInvalidate', () => {
  it('answers the row after invalidating', async () => {
    const calls: string[] = [];
    const row = await foundThenInvalidate({ id: 3 }, 'Tidak ditemukan', async () => {
      calls.push('invalidate');
    });
    expect(row).toEqual({ id: 3 });
    expect(calls).toEqual(['invalidate']);
  });

  it('refuses a missing row with 404 and its text, invalidating nothing', async () => {
    let invalidated = false;
    const missing = foundThenInvalidate(undefined, 'Foto tidak ditemukan', async () => {
      invalidated = true;
    });
    await expect(missing).rejects.toBeInstanceOf(HttpError);
    await expect(missing).rejects.toMatchObject({
      statusCode: 404,
      message: 'Foto tidak ditemukan',
    });
    expect(invalidated).toBe(false);
  });
});
