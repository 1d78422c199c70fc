import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useLoaded } from './use-loaded.ts';

const failure = (status: number) => Object.assign(new Error('gagal'), { status });

describe('useLoaded', () => {
  afterEach(() => vi.useRealTimers());

  it("stands on the server's data without reading", () => {
    const load = vi.fn(async () => 'dibaca');
    const { result } = renderHook(() => useLoaded<string | null>(null, load));
    expect(result.current).toMatchObject({ status: 'ready', data: null });
    expect(load).not.toHaveBeenCalled();
  });

  it('reads once when the server did not, then again on reload', async () => {
    const load = vi.fn(async () => `bacaan ${load.mock.calls.length}`);
    const { result } = renderHook(() => useLoaded<string>(undefined, load));
    expect(result.current.status).toBe('pending');
    await waitFor(() =>
      expect(result.current).toMatchObject({ status: 'ready', data: 'bacaan 1' }),
    );
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe('bacaan 2'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries a failed read twice more before it answers an error, never a 4xx', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const flaky = vi.fn(async () => {
      throw failure(503);
    });
    const { result } = renderHook(() => useLoaded<string>(undefined, flaky));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(result.current.status).toBe('error');
    expect(flaky).toHaveBeenCalledTimes(3);

    const refused = vi.fn(async () => {
      throw failure(401);
    });
    const second = renderHook(() => useLoaded<string>(undefined, refused));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(second.result.current.status).toBe('error');
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('stores what another answer already said', () => {
    const { result } = renderHook(() => useLoaded<string | null>(null, async () => 'x'));
    act(() => result.current.set('terkirim'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'terkirim' });
  });
});
