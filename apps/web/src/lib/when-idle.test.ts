import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the task once the loaded page is idle', async () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not run a task cancelled before the page was idle', async () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const cancel = whenIdle(task);
    cancel();
    await vi.runAllTimersAsync();
    expect(task).not.toHaveBeenCalled();
  });
});
