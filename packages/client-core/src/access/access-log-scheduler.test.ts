import { describe, expect, it, vi } from 'vitest';
import { startAccessLog, type AccessLogDeps, type AccessLogTick } from './access-log-scheduler';

function fakeDeps(answer: (tick: AccessLogTick) => Promise<string | null>) {
  const sent: AccessLogTick[] = [];
  const deps: AccessLogDeps = {
    send: (tick) => {
      sent.push(tick);
      return answer(tick);
    },
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    now: () => new Date('2026-01-02T03:04:05.000Z'),
  };
  return { sent, deps };
}

describe('access log scheduler', () => {
  it('posts at once, then each interval after the answer, with the returned handle', async () => {
    vi.useFakeTimers();
    const { sent, deps } = fakeDeps(async () => 'h4ndle-of-the-record-42');
    const stop = startAccessLog(
      { url: '/pages/news/list/index', title: () => '资讯', intervalMs: 3000 },
      deps,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ url: '/pages/news/list/index', clientTitle: '资讯' }]);
    await vi.advanceTimersByTimeAsync(2999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent[1]).toEqual({
      url: '/pages/news/list/index',
      clientTitle: '资讯',
      id: 'h4ndle-of-the-record-42',
      endDate: '2026-01-02T03:04:05.000Z',
    });
    stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent).toHaveLength(2);
    vi.useRealTimers();
  });

  it('waits for a slow answer before scheduling the next post', async () => {
    vi.useFakeTimers();
    const { sent, deps } = fakeDeps(
      () => new Promise((resolve) => setTimeout(() => resolve('h4ndle-of-a-slow-post'), 5000)),
    );
    const stop = startAccessLog({ url: '/a', title: () => 'a', intervalMs: 10_000 }, deps);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    stop();
    vi.useRealTimers();
  });

  it('keeps going after a failed post and stops when a late answer arrives after stop', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const { sent, deps } = fakeDeps(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'h4ndle-after-a-failure';
    });
    const stop = startAccessLog({ url: '/b', title: () => 'b', intervalMs: 3000 }, deps);
    await vi.advanceTimersByTimeAsync(3000);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.id).toBeUndefined();
    stop();
    await vi.advanceTimersByTimeAsync(9000);
    expect(sent).toHaveLength(2);
    vi.useRealTimers();
  });
});
