import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ID } from '@app/contract/first-screen';
import { revealApp } from './first-screen';
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

  it('waits for the app to take over from the server’s first screen', async () => {
    vi.useFakeTimers();
    const screen = document.createElement('div');
    screen.id = FIRST_SCREEN_ID;
    document.body.append(screen);
    const task = vi.fn();
    whenIdle(task);
    await vi.runAllTimersAsync();
    expect(task).not.toHaveBeenCalled();

    revealApp();
    await vi.runAllTimersAsync();
    expect(task).toHaveBeenCalledTimes(1);
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
  });
});
