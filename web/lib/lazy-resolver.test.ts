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

  it('tries the load again after it failed (a dropped connection is not the end)', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(accept);
    const resolver = lazyResolver(load);
    await expect(resolver({ nama: 'a' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ nama: 'a' }, undefined, options)).resolves.toMatchObject({
      values: { nama: 'a' },
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
