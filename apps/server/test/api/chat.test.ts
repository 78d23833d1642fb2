import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@app/contract/account';
import type { Advertisement } from '@app/contract/ad';
import {
  CHAT_MESSAGE_MAX_CHARS,
  CHAT_SEND_RATE_COUNT,
  ChatMsg,
  type ChatConversation,
  type ChatMessage,
  type ChatSent,
} from '@app/contract/chat';
import type { LiveRoom, UploadResult } from '@app/contract/live';
import { Msg, UploadMsg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { members } from '../../src/db/schema/members';
import { registerMember } from '../helpers/accounts';
import { client } from '../helpers/http';
import { loginAs } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { multipart } from '../helpers/upload';

let t: TestApp;
let api: ReturnType<typeof client>;
/** The demo teacher account, linked to teacher 1. */
let teacher: LoginResult;
const TEACHER_ID = 1;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  teacher = await loginAs(t, 'teacher');
});
afterAll(async () => {
  await t.close();
});

const newMember = async (nickname?: string) => (await registerMember(t, nickname ? { nickname } : {})).login;
const send = (token: string, body: object) => api.post<ChatSent>(Api.chatSend, body, { token });
const conversations = (token: string) => api.get<ChatConversation[]>(Api.chatFriendList, { token });
const page = (token: string, query: Record<string, string>) =>
  api.get<ChatMessage[]>(Api.chatMessageList, { token, query });
const unread = async (token: string) =>
  (await api.get<{ count: number }>(Api.chatUnread, { token })).data!.count;

describe('private messages', () => {
  it('a member writes to a teacher; the teacher sees the conversation unread, answers, and both read it', async () => {
    const member = await newMember('小林');
    const sent = await send(member.token, {
      teacherId: TEACHER_ID,
      content: '老师好，请问<b>半导体</b>怎么看？',
    });
    expect(sent.code).toBe(200);
    const { conversation, message } = sent.data!;
    // Markup is stripped like every other user text.
    expect(message).toMatchObject({ content: '老师好，请问半导体怎么看？', mine: true, fromSide: 'member' });
    expect(conversation).toMatchObject({ side: 'member', teacherId: TEACHER_ID, unread: 0 });

    const before = await unread(teacher.token);
    const list = await conversations(teacher.token);
    const mine = list.rows!.find((c) => c.id === conversation.id)!;
    expect(mine).toMatchObject({ side: 'teacher', name: '小林', unread: 1, lastMessage: message.content });
    expect(before).toBeGreaterThanOrEqual(1);

    // The teacher answers by member id (a member who wrote to them) and by conversation id.
    const answer = await send(teacher.token, {
      memberId: member.memberId,
      content: '半导体周期见底，关注龙头',
    });
    expect(answer.data!.message).toMatchObject({ fromSide: 'teacher', mine: true });
    await send(teacher.token, { conversationId: conversation.id, content: '注意控制仓位' });

    expect(await unread(member.token)).toBe(2);
    const memberView = (await conversations(member.token)).rows![0]!;
    expect(memberView).toMatchObject({
      id: conversation.id,
      side: 'member',
      unread: 2,
      lastMessage: '注意控制仓位',
    });
    expect(memberView.name).toBeTruthy();

    const read = await api.post<{ count: number }>(
      Api.chatRead,
      { conversationId: conversation.id },
      { token: member.token },
    );
    expect(read.data).toEqual({ count: 0 });
    const readByTeacher = await api.post<{ count: number }>(
      Api.chatRead,
      { conversationId: conversation.id },
      { token: teacher.token },
    );
    expect(readByTeacher.data!.count).toBe(before - 1);

    // Both sides read the same thread, each with its own idea of "mine".
    const asMember = await page(member.token, { teacherId: String(TEACHER_ID) });
    expect(asMember.rows!.map((m) => [m.content, m.mine])).toEqual([
      ['老师好，请问半导体怎么看？', true],
      ['半导体周期见底，关注龙头', false],
      ['注意控制仓位', false],
    ]);
    const asTeacher = await page(teacher.token, { conversationId: String(conversation.id) });
    expect(asTeacher.rows!.map((m) => m.mine)).toEqual([false, true, true]);

    const info = await api.get<ChatConversation>(Api.chatFriendInfo, {
      token: teacher.token,
      query: { conversationId: String(conversation.id) },
    });
    expect(info.data).toMatchObject({ id: conversation.id, name: '小林', side: 'teacher' });
  });

  it('pages a long conversation backwards: the newest page first, older ones before an id', async () => {
    const member = await newMember();
    for (let i = 1; i <= 5; i += 1) await send(member.token, { teacherId: 2, content: `第${i}条` });
    const newest = await page(member.token, { teacherId: '2', pageSize: '2' });
    expect(newest.rows!.map((m) => m.content)).toEqual(['第4条', '第5条']);
    expect(newest.total).toBe(5);
    const older = await page(member.token, {
      teacherId: '2',
      pageSize: '2',
      beforeId: String(newest.rows![0]!.id),
    });
    expect(older.rows!.map((m) => m.content)).toEqual(['第2条', '第3条']);
    const oldest = await page(member.token, {
      teacherId: '2',
      pageSize: '2',
      beforeId: String(older.rows![0]!.id),
    });
    expect(oldest.rows!.map((m) => m.content)).toEqual(['第1条']);
  });

  it('shows an empty conversation with a teacher before the first message', async () => {
    const member = await newMember();
    const empty = await page(member.token, { teacherId: '3' });
    expect(empty).toMatchObject({ code: 200, rows: [], total: 0 });
    const info = await api.get(Api.chatFriendInfo, { token: member.token, query: { teacherId: '3' } });
    expect(info).toMatchObject({ code: 200, data: null });
  });

  it('refuses a member writing to a member, and a teacher writing to a member who never wrote', async () => {
    const member = await newMember();
    const other = await newMember();
    const refused = await send(member.token, { memberId: other.memberId, content: '你好' });
    expect(refused).toMatchObject({ code: 403, msg: ChatMsg.onlyTeachers });
    const unknown = await send(teacher.token, { memberId: other.memberId, content: '你好' });
    expect(unknown).toMatchObject({ code: 404, msg: ChatMsg.conversationNotFound });
    expect((await conversations(other.token)).total).toBe(0);
  });

  it('answers another member’s conversation exactly as a missing one', async () => {
    const owner = await newMember();
    const stranger = await newMember();
    const { conversation } = (await send(owner.token, { teacherId: TEACHER_ID, content: '私密问题' })).data!;
    const missingId = String(conversation.id + 100_000);
    for (const id of [String(conversation.id), missingId]) {
      expect(await page(stranger.token, { conversationId: id })).toMatchObject({
        code: 404,
        msg: ChatMsg.conversationNotFound,
      });
      expect(await send(stranger.token, { conversationId: Number(id), content: '偷看' })).toMatchObject({
        code: 404,
        msg: ChatMsg.conversationNotFound,
      });
      expect(
        await api.post(Api.chatRead, { conversationId: Number(id) }, { token: stranger.token }),
      ).toMatchObject({ code: 404, msg: ChatMsg.conversationNotFound });
    }
    // Another teacher's account does not see it either.
    const [other] = await t.db
      .update(members)
      .set({ teacherId: 2 })
      .where(eq(members.id, stranger.memberId))
      .returning({ id: members.id });
    expect(other).toBeDefined();
    expect(await page(stranger.token, { conversationId: String(conversation.id) })).toMatchObject({
      code: 404,
    });
  });

  it('refuses empty, over-long and self-addressed messages, and unknown teachers', async () => {
    const member = await newMember();
    expect(await send(member.token, { teacherId: TEACHER_ID, content: '   ' })).toMatchObject({
      code: 400,
      msg: ChatMsg.contentEmpty,
    });
    expect(await send(member.token, { teacherId: TEACHER_ID, content: '<p></p>' })).toMatchObject({
      code: 400,
      msg: ChatMsg.contentEmpty,
    });
    expect(
      await send(member.token, { teacherId: TEACHER_ID, content: '长'.repeat(CHAT_MESSAGE_MAX_CHARS + 1) }),
    ).toMatchObject({ code: 400, msg: ChatMsg.tooLong });
    expect(await send(member.token, { teacherId: 999_999, content: '你好' })).toMatchObject({
      code: 404,
      msg: ChatMsg.teacherNotFound,
    });
    expect(await send(teacher.token, { teacherId: TEACHER_ID, content: '自言自语' })).toMatchObject({
      code: 400,
      msg: ChatMsg.notYourself,
    });
    expect(await send(member.token, { content: '发给谁？' })).toMatchObject({ code: 400 });
    expect((await conversations(member.token)).total).toBe(0);
  });

  it('needs a session for every call', async () => {
    expect((await api.get(Api.chatFriendList)).code).toBe(401);
    expect((await api.get(Api.chatMessageList, { query: { teacherId: '1' } })).code).toBe(401);
    expect((await api.post(Api.chatSend, { teacherId: 1, content: '你好' })).code).toBe(401);
    expect((await api.get(Api.chatUnread)).code).toBe(401);
  });

  it('limits how fast one member sends, on its own budget', async () => {
    const member = await newMember();
    for (let i = 0; i < CHAT_SEND_RATE_COUNT; i += 1) {
      expect((await send(member.token, { teacherId: TEACHER_ID, content: `消息${i}` })).code).toBe(200);
    }
    expect(await send(member.token, { teacherId: TEACHER_ID, content: '再来一条' })).toMatchObject({
      code: 429,
      msg: ChatMsg.tooFast,
    });
    const later = new Date(t.clock.now().getTime() + 61_000);
    t.clock.set(later);
    expect((await send(member.token, { teacherId: TEACHER_ID, content: '过一会儿再问' })).code).toBe(200);
    // Someone else is not held back by it.
    const other = await newMember();
    expect((await send(other.token, { teacherId: TEACHER_ID, content: '我也想问' })).code).toBe(200);
  });
});

describe("a teacher's rooms", () => {
  it('lists the rooms a teacher teaches in, in the room list item shape', async () => {
    const rooms = await api.get<LiveRoom[]>(`${Api.liveTeacherRooms}/${TEACHER_ID}`);
    expect(rooms.code).toBe(200);
    expect(rooms.rows!.length).toBeGreaterThan(0);
    for (const room of rooms.rows!) expect(room.teachers.map((x) => x.id)).toContain(TEACHER_ID);
    const none = await api.get<LiveRoom[]>(`${Api.liveTeacherRooms}/999999`);
    expect(none).toMatchObject({ code: 200, rows: [], total: 0 });
    expect((await api.get(`${Api.liveTeacherRooms}/abc`)).code).toBe(400);
  });
});

describe('room ads', () => {
  it('answers every ad of a category, like the ad list', async () => {
    const all = await api.get<Advertisement[]>(`${Api.liveAdListAll}/teacherAd`);
    const listed = await api.get<Advertisement[]>(`${Api.adList2}/teacherAd`, { query: { pageSize: '99' } });
    expect(all.code).toBe(200);
    expect(all.rows!.length).toBeGreaterThan(0);
    expect(all.rows).toEqual(listed.rows);
    expect((await api.get(`${Api.liveAdListAll}/nonsense`)).code).toBe(400);
  });
});

describe('rich-text image upload', () => {
  const upload = async (token: string | undefined, fileName: string, bytes: Buffer) => {
    const { payload, contentType } = multipart(fileName, bytes);
    const response = await t.app.inject({
      method: 'POST',
      url: Api.ueditorUpload,
      payload,
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { code: number; msg: string; data: UploadResult | null };
  };
  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a6' } })
      .png()
      .toBuffer();

  it('stores a teacher’s picture under a generated name and answers its URL', async () => {
    const answer = await upload(teacher.token, '../../行情图.png', await png());
    expect(answer.code).toBe(200);
    expect(answer.data!.url).toMatch(/^\/uploads\//);
    expect(answer.data!.url).not.toContain('行情图');
    const served = await t.app.inject({ method: 'GET', url: answer.data!.url });
    expect(served.statusCode).toBe(200);
  });

  it('refuses members who are not teachers, visitors and fake images', async () => {
    const member = await newMember();
    expect(await upload(member.token, 'a.png', await png())).toMatchObject({
      code: 403,
      msg: UploadMsg.teachersOnly,
    });
    expect((await upload(undefined, 'a.png', await png())).code).toBe(401);
    const fake = await upload(teacher.token, 'a.png', Buffer.from('<script>alert(1)</script>'));
    expect(fake).toMatchObject({ code: 400 });
    expect(fake.msg).toBeTruthy();
    expect((await upload(teacher.token, 'a.exe', await png())).msg).toBe(Msg.uploadUnsupported);
  });
});
