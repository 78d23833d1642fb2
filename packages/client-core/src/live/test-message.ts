import type { LiveMessage } from '@app/contract/live';

/**
 * A shown teacher message of live room 3, category 1, for tests; `extra` overrides any field. One factory
 * for every live-room test, so a new field of LiveMessage is added in one place.
 */
export function testMessage(id: number, extra: Partial<LiveMessage> = {}): LiveMessage {
  return {
    id,
    liveId: 3,
    categoryId: 1,
    liveTypeId: 1,
    pic: null,
    content: `<p>消息${id}</p>`,
    dateTime: '2026-11-01 09:30:00',
    memberId: null,
    member: null,
    teacher: { id: 7, name: '王老师', avatar: '/media/t7.png' },
    quoteId: null,
    quote: null,
    tplId: 0,
    status: 1,
    isTop: false,
    ...extra,
  };
}
