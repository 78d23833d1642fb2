import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@app/contract/account';
import type { LiveHeats, LiveMessage } from '@app/contract/live';
import { LIVE_SOCKET_MAX_PAYLOAD_BYTES, SESSION_TTL_DAYS } from '@app/contract/limits';
import { LiveMsg, Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { client } from '../helpers/http';
import { loginAs, openSocket, sleep, type TestSocket } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof client>;
let member: LoginResult;
let teacher: LoginResult;
const sockets: TestSocket[] = [];

async function socket(liveId: number | string, options: { origin?: string } = {}) {
  const s = await openSocket(t, liveId, options);
  sockets.push(s);
  return s;
}

const post = (
  s: TestSocket,
  token: string,
  liveId: number,
  content: string,
  extra: Record<string, unknown> = {},
) => {
  const clientMsgId = `c${Math.random().toString(36).slice(2)}`;
  s.send({ type: 'msg', liveId, categoryId: 1, liveTypeId: 1, content, token, clientMsgId, ...extra });
  return clientMsgId;
};

beforeAll(async () => {
  t = await createTestApp({ live: { sendRateCount: 1000, socketPingMs: 1000 } });
  api = client(t.app);
  member = await loginAs(t, 'member');
  teacher = await loginAs(t, 'teacher');
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await t.close();
});

describe('live socket: posting and receiving', () => {
  it('a teacher posts and a member receives it; the sender gets the broadcast and an ack', async () => {
    const memberSocket = await socket(1);
    const teacherSocket = await socket(1);
    memberSocket.send({ type: 'online', liveId: 1, userType: 'member', token: member.token });
    teacherSocket.send({ type: 'online', liveId: 1, userType: 'teacher', token: teacher.token });
    expect((await memberSocket.next('online')).online).toBeGreaterThanOrEqual(2);
    await teacherSocket.next('online');

    const clientMsgId = post(teacherSocket, teacher.token, 1, '<p>午后关注券商板块的量能变化</p>');
    const received = await memberSocket.next('msg');
    expect(received.data).toMatchObject({
      liveId: 1,
      categoryId: 1,
      content: '<p>午后关注券商板块的量能变化</p>',
      teacher: { name: '陈知远' },
      status: 1,
    });
    const own = await teacherSocket.next('msg');
    expect(own.data.id).toBe(received.data.id);
    expect(await teacherSocket.next('ack')).toEqual({ type: 'ack', clientMsgId, id: received.data.id });

    // What was broadcast is exactly what the list returns for that message afterwards.
    const latest = await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=1&pageSize=1`);
    expect(latest.rows?.[0]).toEqual(received.data);
  });

  it('embeds the quoted comment in a teacher reply', async () => {
    const memberSocket = await socket(1);
    const teacherSocket = await socket(1);
    post(memberSocket, member.token, 1, '老师，半导体还能拿吗？<img src="/media/live/chart-2.svg">');
    const comment = await teacherSocket.next('msg', (f) => f.data.memberId === member.memberId);
    expect(comment.data.teacher).toBeNull();
    post(teacherSocket, teacher.token, 1, '中期逻辑没变，回踩20日线再看。', { quoteId: comment.data.id });
    const reply = await memberSocket.next('msg', (f) => f.data.quoteId === comment.data.id);
    expect(reply.data.quote).toMatchObject({
      id: comment.data.id,
      content: '老师，半导体还能拿吗？',
      member: { id: member.memberId },
    });
    const around = await api.get<LiveMessage[]>(
      `${Api.liveMessageAround}?liveId=1&id=${reply.data.id}&before=0&after=0`,
    );
    expect(around.rows).toEqual([reply.data]);
    const commented = await api.get<LiveMessage[]>(
      `${Api.liveMessageAround}?liveId=1&id=${comment.data.id}&before=0&after=0`,
    );
    expect(commented.rows).toEqual([comment.data]);
  });

  it('lets members comment only while comments are open', async () => {
    const open = await socket(1);
    post(open, member.token, 1, '谢谢老师');
    expect((await open.next('msg', (f) => f.data.memberId === member.memberId)).data.content).toBe(
      '谢谢老师',
    );

    const closed = await socket(3);
    const before = await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=3&pageSize=1`);
    const id = post(closed, member.token, 3, '我也想说两句');
    expect(await closed.next('reject')).toMatchObject({
      code: 403,
      msg: LiveMsg.commentsClosed,
      clientMsgId: id,
    });
    const after = await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=3&pageSize=1`);
    expect(after.rows?.[0]?.id).toBe(before.rows?.[0]?.id);

    // The room's teacher still posts in a closed room.
    const teacherSocket = await socket(3);
    post(teacherSocket, teacher.token, 3, '收盘点评稍后发布');
    await teacherSocket.next('ack');
  });

  it('tells members at once when a teacher hides or restores a comment', async () => {
    const memberSocket = await socket(1);
    const teacherSocket = await socket(1);
    post(memberSocket, member.token, 1, '这条评论会被隐藏');
    const comment = (await memberSocket.next('msg', (f) => f.data.content === '这条评论会被隐藏')).data;

    await api.post(Api.liveMessageStatus, { id: comment.id, status: 0 }, { token: teacher.token });
    expect(await memberSocket.next('close')).toEqual({
      type: 'close',
      status: 0,
      id: comment.id,
      liveId: 1,
      categoryId: 1,
    });
    await teacherSocket.next('close');

    await api.post(Api.liveMessageStatus, { id: comment.id, status: 1 }, { token: teacher.token });
    const opened = await memberSocket.next('open');
    expect(opened).toMatchObject({
      status: 1,
      data: { id: comment.id, status: 1, content: '这条评论会被隐藏' },
    });
  });
});

describe('live socket: bad input', () => {
  it('rejects malformed frames, unknown types and forged ids without closing', async () => {
    const s = await socket(1);
    s.sendRaw('not json {');
    expect(await s.next('reject')).toMatchObject({ code: 400, msg: LiveMsg.badFrame });
    s.send({ type: 'subscribe', liveId: 1 });
    expect(await s.next('reject')).toMatchObject({ msg: LiveMsg.badFrame });
    s.send({ type: 'msg', content: 'x' });
    expect(await s.next('reject')).toMatchObject({ msg: LiveMsg.badFrame });
    s.sendRaw(Buffer.from([1, 2, 3]));
    s.send([1, 2]);
    s.send(null);
    await s.next('reject');
    await s.next('reject');
    await s.next('reject');
    s.send({ type: 'msg', liveId: 1, content: 'x'.repeat(2001), token: teacher.token, clientMsgId: 'long' });
    expect(await s.next('reject')).toMatchObject({ msg: LiveMsg.payloadTooLarge, clientMsgId: 'long' });

    post(s, teacher.token, 2, '发到别的房间');
    expect(await s.next('reject')).toMatchObject({ code: 400, msg: Msg.badRequest });
    post(s, teacher.token, 1, '不存在的栏目', { categoryId: 99 });
    expect(await s.next('reject')).toMatchObject({ code: 400, msg: Msg.badRequest });
    const otherRoom = await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=2&pageSize=1`);
    post(s, teacher.token, 1, '引用别的房间', { quoteId: otherRoom.rows?.[0]?.id });
    expect(await s.next('reject')).toMatchObject({ msg: LiveMsg.quoteNotFound });
    post(s, teacher.token, 1, '引用不存在', { quoteId: 2_000_000_000 });
    expect(await s.next('reject')).toMatchObject({ msg: LiveMsg.quoteNotFound });
    post(s, teacher.token, 1, '', { pic: 'javascript:alert(1)' });
    expect(await s.next('reject')).toMatchObject({ code: 400 });

    s.send({ type: 'heartbeat' });
    expect((await s.next('heartbeat')).at).toBeGreaterThan(0);
    expect(s.ws.readyState).toBe(1);
  });

  it('sanitizes scripts and event handlers and refuses content that is empty after sanitizing', async () => {
    const s = await socket(1);
    post(
      s,
      teacher.token,
      1,
      '<p onclick="steal()" style="color:red">看这里<script>alert(1)</script><img src="javascript:alert(1)" onerror="x()"><img src="data:image/png;base64,AAAA"><img src="/media/live/chart-1.svg" onload="y()"><iframe src="https://evil.example"></iframe><a href="javascript:z()">链接</a></p>',
    );
    const { data } = await s.next('msg');
    expect(data.content).toBe('<p>看这里<img src="/media/live/chart-1.svg" />链接</p>');

    const id = post(s, teacher.token, 1, '<script>alert(1)</script><p> </p>');
    expect(await s.next('reject')).toMatchObject({ msg: Msg.contentEmpty, clientMsgId: id });
    post(s, teacher.token, 1, '', { pic: '/uploads/live/202601/abc.png' });
    expect((await s.next('msg')).data).toMatchObject({ pic: '/uploads/live/202601/abc.png', content: '' });
  });

  it('closes the socket on an oversized frame and keeps serving everyone else', async () => {
    const s = await socket(1);
    s.sendRaw(JSON.stringify({ type: 'heartbeat', pad: 'x'.repeat(LIVE_SOCKET_MAX_PAYLOAD_BYTES) }));
    expect((await s.closed).code).toBe(1009);
    const other = await socket(1);
    other.send({ type: 'heartbeat' });
    await other.next('heartbeat');
  });

  it('closes sockets for rooms that do not exist', async () => {
    const missing = await socket(999);
    expect(await missing.closed).toEqual({ code: 4404, reason: 'live room not found' });
    const bad = await socket('abc');
    expect((await bad.closed).code).toBe(4400);
  });

  it('refuses foreign browser origins at the upgrade; allows same host, localhost and no origin', async () => {
    await expect(openSocket(t, 1, { origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
    const local = await socket(1, { origin: 'http://localhost:5173' });
    local.send({ type: 'heartbeat' });
    await local.next('heartbeat');
  });

  it('answers a bad or expired token with error 401', async () => {
    const s = await socket(1);
    post(s, 'not-a-token', 1, '你好');
    expect(await s.next('error')).toEqual({ type: 'error', code: 401, msg: Msg.sessionExpired });
    s.send({ type: 'online', liveId: 1, userType: 'member', token: 'not-a-token' });
    expect(await s.next('error')).toMatchObject({ code: 401 });

    const fresh = await loginAs(t, 'member');
    t.clock.advance((SESSION_TTL_DAYS + 1) * 86_400_000);
    try {
      post(s, fresh.token, 1, '过期之后');
      expect(await s.next('error')).toMatchObject({ code: 401, msg: Msg.sessionExpired });
    } finally {
      t.clock.advance(-(SESSION_TTL_DAYS + 1) * 86_400_000);
    }
  });
});

describe('gap fill after a dropped connection', () => {
  it('returns exactly the 30 messages posted while the member was away, in order', async () => {
    const memberSocket = await socket(2);
    const teacherSocket = await socket(2);
    post(teacherSocket, teacher.token, 2, '断线前最后一条');
    const lastSeen = (await memberSocket.next('msg')).data.id;
    expect((await teacherSocket.next('ack')).id).toBe(lastSeen);
    await memberSocket.close();

    const posted: number[] = [];
    for (let i = 1; i <= 30; i += 1) {
      post(teacherSocket, teacher.token, 2, `第${i}条盘中点评`);
      posted.push((await teacherSocket.next('ack')).id);
    }
    const res = await api.get<{ rows: LiveMessage[]; hasMore: boolean }>(
      `${Api.liveMessageAfter}?liveId=2&afterId=${lastSeen}`,
      { token: member.token },
    );
    const rows = res.data?.rows ?? [];
    expect(rows.map((r) => r.id)).toEqual(posted);
    expect(rows.map((r) => r.content)).toEqual(posted.map((_, i) => `第${i + 1}条盘中点评`));
    expect(new Set(rows.map((r) => r.id)).size).toBe(30);
    expect(res.data?.hasMore).toBe(false);
  });
});

describe('presence and dead sockets', () => {
  it('counts sockets online and drops one that stops answering pings', async () => {
    const heats = async () => (await api.get<LiveHeats>(`${Api.liveHeats}/3`)).data as LiveHeats;
    const baseline = (await heats()).online;
    const quiet = await socket(3);
    await sleep(50);
    expect((await heats()).online).toBe(baseline + 1);
    // A paused client reads nothing, so it never answers the server's ping.
    quiet.ws.pause();
    const deadline = Date.now() + 6000;
    while ((await heats()).online !== baseline && Date.now() < deadline) await sleep(200);
    expect((await heats()).online).toBe(baseline);
  });
});

describe('send limits that fit the room', () => {
  it('the room teacher gets the teacher limit, a member the member limit; refusals say tooFast', async () => {
    const limited = await createTestApp({
      live: { sendRateCount: 2, teacherSendRateCount: 4, sendRateWindowMs: 60_000 },
    });
    try {
      const teacherToken = (await loginAs(limited, 'teacher')).token;
      const memberToken = (await loginAs(limited, 'member')).token;
      const s = await openSocket(limited, 1);
      const acks = async (token: string, count: number, label: string) => {
        for (let i = 0; i < count; i += 1) {
          post(s, token, 1, `${label}${i}`);
          await s.next('ack');
        }
      };
      await acks(teacherToken, 4, '老师第');
      const teacherFifth = post(s, teacherToken, 1, '老师第五条');
      expect(await s.next('reject')).toEqual({
        type: 'reject',
        code: 429,
        msg: LiveMsg.tooFast,
        clientMsgId: teacherFifth,
      });
      await acks(memberToken, 2, '学员第');
      const memberThird = post(s, memberToken, 1, '学员第三条');
      expect(await s.next('reject')).toMatchObject({ code: 429, clientMsgId: memberThird });
      // A sliding window: once the first sends are a full window old, there is room again.
      limited.clock.advance(60_000);
      await acks(memberToken, 1, '一分钟后');
      await s.close();
    } finally {
      await limited.close();
    }
  });
});
