import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@app/contract/account';
import type { LiveMessage } from '@app/contract/live';
import type { LiveVideoRoom } from '@app/contract/live-video';
import { Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { client } from '../helpers/http';
import { loginAs, openSocket, type TestSocket } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Live video rooms are live_rooms of type video: their comments use the same socket and list as the text rooms.
let t: TestApp;
let api: ReturnType<typeof client>;
let member: LoginResult;
let room: LiveVideoRoom;
const sockets: TestSocket[] = [];

async function socket(liveId: number) {
  const s = await openSocket(t, liveId);
  sockets.push(s);
  return s;
}

const listUrl = (liveId: number) => `${Api.liveMessageList}?liveId=${liveId}&liveTypeCode=video&pageSize=20`;

beforeAll(async () => {
  t = await createTestApp({ live: { sendRateCount: 1000 } });
  api = client(t.app);
  member = await loginAs(t, 'member');
  const rooms = (await api.get<LiveVideoRoom[]>(Api.liveVideoList)).rows as LiveVideoRoom[];
  const onAir = rooms.find((r) => r.status === 'live' && !r.locked);
  if (!onAir) throw new Error('no open on-air video room in the seed');
  room = onAir;
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await t.close();
});

describe('live video room comments', () => {
  it('the seeded on-air room has comments open and some to read', async () => {
    expect(room.isOpenComment).toBe(1);
    const list = await api.get<LiveMessage[]>(listUrl(room.id));
    expect(list.code).toBe(200);
    const rows = list.rows as LiveMessage[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((m) => m.liveId === room.id)).toBe(true);
    // newest first; a teacher opened the room
    expect(rows.map((m) => m.id)).toEqual([...rows.map((m) => m.id)].sort((a, b) => b - a));
    expect(rows.at(-1)?.teacher?.name).toBeTruthy();
  });

  it('a member comments over the socket; a visitor in the room receives it and the list shows it', async () => {
    const visitor = await socket(room.id);
    visitor.send({ type: 'online', liveId: room.id, userType: 'visitor', userId: null });
    await visitor.next('online');
    const author = await socket(room.id);
    author.send({ type: 'online', liveId: room.id, userType: 'member', token: member.token });
    await author.next('online');

    author.send({
      type: 'msg',
      liveId: room.id,
      categoryId: 1,
      content: '老师讲得很清楚 👍',
      token: member.token,
      clientMsgId: 'video-1',
    });
    const received = await visitor.next('msg');
    expect(received.data).toMatchObject({
      liveId: room.id,
      content: '老师讲得很清楚 👍',
      memberId: member.memberId,
      teacher: null,
      status: 1,
    });
    expect(await author.next('ack')).toEqual({ type: 'ack', clientMsgId: 'video-1', id: received.data.id });

    const latest = (await api.get<LiveMessage[]>(listUrl(room.id))).rows as LiveMessage[];
    expect(latest[0]).toEqual(received.data);
  });

  it('an empty comment is refused with 内容不能为空 and reaches nobody', async () => {
    const visitor = await socket(room.id);
    const author = await socket(room.id);
    author.send({
      type: 'msg',
      liveId: room.id,
      categoryId: 1,
      content: '   ',
      token: member.token,
      clientMsgId: 'video-empty',
    });
    const reject = await author.next('reject');
    expect(reject).toMatchObject({ clientMsgId: 'video-empty', msg: Msg.contentEmpty });
    expect(visitor.frames.filter((f) => f.type === 'msg')).toEqual([]);
  });
});
