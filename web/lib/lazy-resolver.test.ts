import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

import { lazyResolver } from './lazy-resolver.ts';

type Values = { nama: string };
const options = { fields: {}, shouldUseNativeValidation: false } as const;
const accept: Resolver<Values> = (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the checks once, on the first check, even when checks overlap', async () => {
    const load = vi.fn(async () => accept);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    const results = await Promise.all(
      ['a', 'b', 'c'].map((nama) => resolver({ nama }, undefined, options)),
    );
    expect(results.map((result) => result.values)).toEqual([
      { nama: 'a' },
      { nama: 'b' },
      { nama: 'c' },
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes the values on unchecked when the checks cannot be fetched, and tries again next time', async () => {
    const refuse: Resolver<Values> = () => ({
      values: {},
      errors: { nama: { type: 'required', message: 'Nama wajib diisi' } },
    });
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(refuse);
    const resolver = lazyResolver(load);
    // Offline: the server will judge the send (and a send on a dead connection fails as such).
    await expect(resolver({ nama: '' }, undefined, options)).resolves.toEqual({
      values: { nama: '' },
      errors: {},
    });
    // Back online: the checks arrive and apply.
    await expect(resolver({ nama: '' }, undefined, options)).resolves.toMatchObject({
      errors: { nama: { message: 'Nama wajib diisi' } },
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
