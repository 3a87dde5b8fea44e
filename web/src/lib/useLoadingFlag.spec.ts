import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADING_CLEAR_DELAY_MS, useLoadingFlag } from './useLoadingFlag';

describe('useLoadingFlag', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is set at once and clears 250 ms after the work is done', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ active }) => useLoadingFlag(active), { initialProps: { active: false } });
    act(() => {
      vi.advanceTimersByTime(LOADING_CLEAR_DELAY_MS);
    });
    expect(result.current).toBe(false);

    rerender({ active: true });
    expect(result.current).toBe(true);

    rerender({ active: false });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(LOADING_CLEAR_DELAY_MS - 1);
    });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(false);
    expect(LOADING_CLEAR_DELAY_MS).toBe(250);
  });
});
