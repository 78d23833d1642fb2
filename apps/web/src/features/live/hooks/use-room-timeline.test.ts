import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '@app/contract/live';
import { testMessage } from '@app/client-core/live/test-message';
import { HIGHLIGHT_MS, useRoomTimeline } from './use-room-timeline';

const api = vi.hoisted(() => ({
  latest: vi.fn(),
  around: vi.fn(),
  after: vi.fn(),
}));

vi.mock('../api/get-live-messages', () => ({ getLiveMessages: api.latest }));
vi.mock('../api/get-live-messages-around', () => ({ getLiveMessagesAround: api.around }));
vi.mock('../api/get-live-messages-after', () => ({ getLiveMessagesAfter: api.after }));

const message = (id: number): LiveMessage =>
  testMessage(id, { liveId: 1, content: `<p>第${id}条点评</p>`, dateTime: '2026-03-02 10:15:00' });
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => message(from + i));

describe('useRoomTimeline: the highlight', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    api.latest.mockResolvedValue(range(81, 100).reverse());
    api.around.mockResolvedValue(range(90, 100));
    api.after.mockResolvedValue({ rows: [], hasMore: false });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('lasts HIGHLIGHT_MS from when the hit is on screen, however long it took to get there', async () => {
    const filter = { liveId: 1, categoryId: 1, teacherIds: [], ownMemberId: null, isTeacher: false };
    const { result } = renderHook(() => useRoomTimeline(filter));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      await result.current.showAround(100);
    });
    expect(result.current.view.highlightId).toBe(100);

    // Not on screen yet: the highlight waits.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HIGHLIGHT_MS * 2);
    });
    expect(result.current.view.highlightId).toBe(100);

    act(() => result.current.highlightSeen(100));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HIGHLIGHT_MS - 1);
    });
    expect(result.current.view.highlightId).toBe(100);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(result.current.view.highlightId).toBeNull();
    expect(result.current.view.around).not.toBeNull();
  });
});
