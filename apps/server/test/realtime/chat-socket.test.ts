import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@app/contract/account';
import type { ChatSent } from '@app/contract/chat';
import { Api } from '@app/contract/paths';
import { decodeEvent, encodeEvent } from '../../src/realtime/broker';
import { CHAT_SIGNED_OUT_CLOSE } from '../../src/realtime/chat-hub';
import { registerMember } from '../helpers/accounts';
import { openChatSocket, type ChatTestSocket } from '../helpers/chat';
import { client } from '../helpers/http';
import { loginAs } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

const TEACHER_ID = 1;

describe('chat frames on the broker', () => {
  it('travel whole and refuse a malformed party', () => {
    const event = { channel: 'chat' as const, to: 't:12', frame: '{"type":"read","conversationId":3}' };
    expect(decodeEvent(encodeEvent(event))).toEqual(event);
    expect(decodeEvent('chat|x:1|{}')).toBeNull();
    expect(decodeEvent('chat|m:1')).toBeNull();
  });
});

describe('private messages in real time, one instance', () => {
  let t: TestApp;
  let teacher: LoginResult;
  const sockets: ChatTestSocket[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    teacher = await loginAs(t, 'teacher');
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await t.close();
  });

  it('brings a new message to both parties at once, and read marks to the reader’s other devices', async () => {
    const api = client(t.app);
    const member = (await registerMember(t, { nickname: '实时小王' })).login;
    const stranger = (await registerMember(t)).login;
    const teacherSocket = await openChatSocket(t, teacher.token);
    const memberSocket = await openChatSocket(t, member.token);
    const memberPhone = await openChatSocket(t, member.token);
    const strangerSocket = await openChatSocket(t, stranger.token);
    sockets.push(teacherSocket, memberSocket, memberPhone, strangerSocket);

    const sent = await api.post<ChatSent>(
      Api.chatSend,
      { teacherId: TEACHER_ID, content: '老师在吗？' },
      { token: member.token },
    );
    const id = sent.data!.message.id;
    const atTeacher = await teacherSocket.next('message', (f) => f.message.id === id);
    expect(atTeacher.message).toMatchObject({ content: '老师在吗？', mine: false });
    expect(atTeacher.conversation).toMatchObject({ side: 'teacher', name: '实时小王', unread: 1 });
    const atMember = await memberPhone.next('message', (f) => f.message.id === id);
    expect(atMember.message.mine).toBe(true);

    await api.post(
      Api.chatSend,
      { memberId: member.memberId, content: '在的，请讲' },
      { token: teacher.token },
    );
    const answer = await memberSocket.next('message', (f) => f.message.content === '在的，请讲');
    expect(answer.conversation).toMatchObject({ side: 'member', unread: 1 });
    expect(answer.message.mine).toBe(false);

    await api.post(Api.chatRead, { conversationId: answer.conversation.id }, { token: member.token });
    await memberPhone.next('read', (f) => f.conversationId === answer.conversation.id);
    expect(strangerSocket.frames.filter((f) => f.type !== 'ready')).toEqual([]);
  });

  it('refuses a socket without a valid token and closes sockets of a session that ends', async () => {
    const bad = await openChatSocket(t);
    bad.send({ type: 'auth', token: 'not-a-token' });
    expect((await bad.next('error')).code).toBe(401);
    expect((await bad.closed).code).toBe(CHAT_SIGNED_OUT_CLOSE);

    const member = (await registerMember(t)).login;
    const socket = await openChatSocket(t, member.token);
    await client(t.app).post(Api.adminLogout, undefined, { token: member.token });
    expect((await socket.closed).code).toBe(CHAT_SIGNED_OUT_CLOSE);
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

if (redisUrl)
  describe('private messages across two instances through Redis', () => {
    let a: TestApp;
    let b: TestApp;
    const sockets: ChatTestSocket[] = [];
    const live = { redisChannel: `chat:test:${randomBytes(6).toString('hex')}` };
    beforeAll(async () => {
      a = await createTestApp({ redisUrl, live });
      b = await createTestApp({ redisUrl, live, shareDatabaseWith: a });
    });
    afterAll(async () => {
      await Promise.all(sockets.map((s) => s.close()));
      await b?.close();
      await a?.close();
    });

    it('a message sent through A reaches the teacher connected to B exactly once', async () => {
      const member = (await registerMember(a)).login;
      const teacher = await loginAs(b, 'teacher');
      const teacherSocket = await openChatSocket(b, teacher.token);
      const memberSocket = await openChatSocket(a, member.token);
      sockets.push(teacherSocket, memberSocket);
      const sent = await client(a.app).post<ChatSent>(
        Api.chatSend,
        { teacherId: TEACHER_ID, content: '跨实例的私信' },
        { token: member.token },
      );
      const id = sent.data!.message.id;
      expect((await teacherSocket.next('message', (f) => f.message.id === id)).message.content).toBe(
        '跨实例的私信',
      );
      await client(b.app).post(
        Api.chatSend,
        { memberId: member.memberId, content: '收到' },
        { token: teacher.token },
      );
      await memberSocket.next('message', (f) => f.message.content === '收到');
      expect(teacherSocket.frames.filter((f) => f.type === 'message' && f.message.id === id)).toHaveLength(1);
    });
  });
