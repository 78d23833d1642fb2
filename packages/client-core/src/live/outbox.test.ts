import { describe, expect, it } from 'vitest';
import { outboxReducer, queuedItems, type OutboxItem } from './outbox';

const input = (content: string) => ({ content, categoryId: 1 });
const add = (items: OutboxItem[], id: string, open: boolean) =>
  outboxReducer(items, { type: 'add', clientMsgId: id, input: input(`<p>${id}</p>`), draft: id, open });

describe('live outbox', () => {
  it('keeps a sent message as pending until the server acks it', () => {
    const sending = add([], 'a', true);
    expect(sending).toMatchObject([{ clientMsgId: 'a', status: 'sending', input: { clientMsgId: 'a' } }]);
    expect(outboxReducer(sending, { type: 'ack', clientMsgId: 'a' })).toEqual([]);
  });

  it('a refusal keeps the text with the server reason', () => {
    const refused = outboxReducer(add([], 'a', true), {
      type: 'reject',
      clientMsgId: 'a',
      reason: '发言过于频繁',
    });
    expect(refused).toMatchObject([{ status: 'failed', reason: '发言过于频繁', draft: 'a' }]);
  });

  it('queues sends while disconnected and lets them out once, in order, after the reconnect', () => {
    let items = add(add([], 'a', false), 'b', false);
    expect(queuedItems(items).map((i) => i.clientMsgId)).toEqual(['a', 'b']);
    items = outboxReducer(items, { type: 'flushed', clientMsgIds: ['a', 'b'] });
    expect(queuedItems(items)).toEqual([]);
    // A second reconnect does not send them again.
    expect(outboxReducer(items, { type: 'flushed', clientMsgIds: ['a', 'b'] })).toEqual(items);
  });

  it('a drop fails what was in flight (it may have arrived) but keeps queued ones queued', () => {
    let items = add(add([], 'inflight', true), 'waiting', false);
    items = outboxReducer(items, { type: 'dropped', reason: '发送失败' });
    expect(items.map((i) => [i.clientMsgId, i.status])).toEqual([
      ['inflight', 'failed'],
      ['waiting', 'queued'],
    ]);
  });

  it('retries a failed message and removes one the user gave up', () => {
    let items = outboxReducer(add([], 'a', true), { type: 'reject', clientMsgId: 'a', reason: 'x' });
    items = outboxReducer(items, { type: 'retry', clientMsgId: 'a', open: false });
    expect(items).toMatchObject([{ status: 'queued', reason: null }]);
    expect(outboxReducer(items, { type: 'remove', clientMsgId: 'a' })).toEqual([]);
  });

  it('ignores a repeated add and answers for unknown ids with no change', () => {
    const items = add([], 'a', true);
    expect(add(items, 'a', true)).toEqual(items);
    expect(outboxReducer(items, { type: 'ack', clientMsgId: 'zzz' })).toEqual(items);
  });
});
