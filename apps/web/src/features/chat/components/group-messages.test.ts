import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@app/contract/chat';
import { CHAT_TIME_GAP_MS } from '@app/contract/chat-constants';
import { appendMessage } from '../hooks/append-chat-message';
import { groupMessages } from './group-messages';

const at = (minutes: number) => new Date(Date.UTC(2026, 2, 1, 9, 0) + minutes * 60_000).toISOString();
const message = (id: number, minutes: number, mine = false): ChatMessage => ({
  id,
  conversationId: 1,
  fromSide: mine ? 'member' : 'teacher',
  mine,
  content: `第${id}条`,
  dateTime: at(minutes),
});

describe('the conversation thread', () => {
  it('shows the time above the first message and after every pause longer than the gap', () => {
    const gapMinutes = CHAT_TIME_GAP_MS / 60_000;
    const items = groupMessages([
      message(1, 0),
      message(2, 1),
      message(3, 1 + gapMinutes + 1),
      message(4, 30),
    ]);
    expect(items.map((i) => (i.kind === 'time' ? 'time' : i.message.id))).toEqual([
      'time',
      1,
      2,
      'time',
      3,
      'time',
      4,
    ]);
    expect(groupMessages([])).toEqual([]);
  });

  it('adds a message that comes both by answer and by socket only once, at the newest end', () => {
    const data = {
      pages: [
        { rows: [message(2, 1), message(3, 2)], total: 3 },
        { rows: [message(1, 0)], total: 3 },
      ],
      pageParams: [0, 2],
    };
    const once = appendMessage(data, message(4, 3, true));
    const twice = appendMessage(once, message(4, 3, true));
    expect(twice!.pages[0]!.rows.map((m) => m.id)).toEqual([2, 3, 4]);
    expect(twice!.pages[1]!.rows.map((m) => m.id)).toEqual([1]);
  });
});
