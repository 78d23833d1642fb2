import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettled } from './use-settled';

describe('useSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns true when ready and stays so when ready turns false again', () => {
    const view = renderHook(({ ready }) => useSettled(ready, 1000), { initialProps: { ready: false } });
    expect(view.result.current).toBe(false);
    view.rerender({ ready: true });
    expect(view.result.current).toBe(true);
    view.rerender({ ready: false });
    expect(view.result.current).toBe(true);
  });

  it('stops waiting after the longest wait', () => {
    const view = renderHook(() => useSettled(false, 1000));
    act(() => vi.advanceTimersByTime(999));
    expect(view.result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(view.result.current).toBe(true);
  });
});
