import { describe, expect, it } from 'vitest';

import { awaitAll } from './await-all.ts';

describe('awaitAll', () => {
  it('answers each settled value under its key', async () => {
    const result = await awaitAll({
      one: Promise.resolve(1),
      two: 'two',
      none: Promise.resolve(null),
    });
    expect(result).toEqual({ one: 1, two: 'two', none: null });
  });

  it('waits for all of them at once', async () => {
    const started: string[] = [];
    const later = (key: string) => {
      started.push(key);
      return new Promise((resolve) => setTimeout(() => resolve(key), 1));
    };
    const pending = awaitAll({ a: later('a'), b: later('b') });
    expect(started).toEqual(['a', 'b']);
    await expect(pending).resolves.toEqual({ a: 'a', b: 'b' });
  });

  it('rejects with the first rejection', async () => {
    await expect(
      awaitAll({ ok: Promise.resolve(1), bad: Promise.reject(new Error('refused')) }),
    ).rejects.toThrow('refused');
  });
});
