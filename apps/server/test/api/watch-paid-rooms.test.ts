import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@app/contract/account';
import type { NoPermissionData } from '@app/contract/access';
import { PRIVATE_CACHE_CONTROL } from '@app/contract/limits';
import type { LiveMessage } from '@app/contract/live';
import type { LiveVideoRoom } from '@app/contract/live-video';
import { Api } from '@app/contract/paths';
import { liveMessages, liveRoomTeachers } from '../../src/db/schema/live';
import { members } from '../../src/db/schema/members';
import { registerMember } from '../helpers/accounts';
import { getRaw, grantModule, revokeModules } from '../helpers/content';
import { client } from '../helpers/http';
import { loginAs, openSocket, sleep, type TestSocket } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A live room tied to an access module (the seeded members-only video room needs 直播会员 / live_vip) shows its
// messages only to members holding the module and to the room's teachers: over HTTP (206, never cached by
// shared caches) and over the room's socket (no message frames, no posting).
const SECRET = '会员专享：本周降息路径的三种情景';

let t: TestApp;
let api: ReturnType<typeof client>;
let paid: LiveVideoRoom;
let free: LiveVideoRoom;
let stranger: LoginResult; // the demo member: holds course_pro, not live_vip
let holder: LoginResult; // a new member granted live_vip
let teacher: LoginResult; // the demo teacher, made a teacher of the paid room (holds no module)
let secretId: number;
const sockets: TestSocket[] = [];

async function socket(liveId: number) {
  const s = await openSocket(t, liveId);
  sockets.push(s);
  return s;
}

/** Every way to read a room's messages over HTTP (the own-replied list needs a member). */
const readUrls = (liveId: number, messageId: number) => [
  `${Api.liveMessageList}?liveId=${liveId}&liveTypeCode=video`,
  `${Api.liveMessageList2}?liveId=${liveId}&liveTypeCode=video`,
  `${Api.liveMessageAfter}?liveId=${liveId}&afterId=0`,
  `${Api.liveMessageAround}?liveId=${liveId}&id=${messageId}`,
  `${Api.liveMessageSearch}?liveId=${liveId}&content=${encodeURIComponent('降息')}`,
  `${Api.liveMessageTop}/${liveId}/1`,
];
const memberUrls = (liveId: number, messageId: number) => [
  ...readUrls(liveId, messageId),
  `${Api.liveMessageListAuthorized}?liveId=${liveId}&liveTypeCode=video`,
  `${Api.liveMessageOwnReplied}?liveId=${liveId}`,
];

beforeAll(async () => {
  t = await createTestApp({ live: { sendRateCount: 1000 } });
  api = client(t.app);
  const rooms = (await api.get<LiveVideoRoom[]>(Api.liveVideoList)).rows as LiveVideoRoom[];
  const locked = rooms.find((r) => r.moduleId !== null);
  const open = rooms.find((r) => r.moduleId === null);
  if (!locked || !open) throw new Error('the seed has no paid and free video rooms');
  paid = locked;
  free = open;

  stranger = await loginAs(t, 'member');
  teacher = await loginAs(t, 'teacher');
  holder = (await registerMember(t, { nickname: '直播会员小张' })).login;
  await grantModule(t, holder.memberId, 'live_vip');

  // Before anything reads the room (rooms are cached briefly): the demo teacher teaches in the paid room too.
  const [teacherRow] = await t.db.select().from(members).where(eq(members.id, teacher.memberId));
  if (!teacherRow?.teacherId) throw new Error('the demo teacher is not linked to a teacher');
  await t.db.insert(liveRoomTeachers).values({ liveId: paid.id, teacherId: teacherRow.teacherId, sort: 9 });
  const [row] = await t.db
    .insert(liveMessages)
    .values({
      liveId: paid.id,
      categoryId: 1,
      liveTypeId: 1,
      content: `<p>${SECRET}</p>`,
      memberId: teacher.memberId,
      teacherId: teacherRow.teacherId,
      isTop: true,
      createdAt: new Date(),
    })
    .returning({ id: liveMessages.id });
  if (!row) throw new Error('message insert returned nothing');
  secretId = row.id;
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await t.close();
});

describe('paid room messages over HTTP', () => {
  it('a visitor gets the 206 answer, not cacheable and without a word of the messages', async () => {
    for (const url of readUrls(paid.id, secretId)) {
      const res = await getRaw(t, url);
      expect(res.body.code, url).toBe(206);
      expect(res.headers['cache-control'], url).toBe(PRIVATE_CACHE_CONTROL);
      expect(JSON.stringify(res.body), url).not.toContain(SECRET);
      expect(res.body.rows, url).toBeUndefined();
      expect((res.body.data as NoPermissionData).loginRequired, url).toBe(true);
    }
  });

  it('a member without the module gets 206 naming the module it needs', async () => {
    for (const url of memberUrls(paid.id, secretId)) {
      const res = await getRaw(t, url, stranger.token);
      expect(res.body.code, url).toBe(206);
      expect(res.headers['cache-control'], url).toBe(PRIVATE_CACHE_CONTROL);
      expect(JSON.stringify(res.body), url).not.toContain(SECRET);
      expect(res.body.data, url).toMatchObject({ moduleCode: 'live_vip', loginRequired: false });
    }
  });

  it('a member holding the module reads them, privately', async () => {
    for (const url of memberUrls(paid.id, secretId)) {
      const res = await getRaw(t, url, holder.token);
      expect(res.body.code, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(PRIVATE_CACHE_CONTROL);
      if (!url.startsWith(Api.liveMessageOwnReplied)) expect(JSON.stringify(res.body), url).toContain(SECRET);
    }
  });

  it("the room's teacher reads them without holding the module", async () => {
    const res = await getRaw(t, readUrls(paid.id, secretId)[0] as string, teacher.token);
    expect(res.body.code).toBe(200);
    expect((res.body.rows as LiveMessage[]).map((m) => m.id)).toContain(secretId);
  });

  it('a free room stays open to visitors and cacheable', async () => {
    const res = await getRaw(t, `${Api.liveMessageList}?liveId=${free.id}&liveTypeCode=video`);
    expect(res.body.code).toBe(200);
    expect((res.body.rows as LiveMessage[]).length).toBeGreaterThan(0);
    expect(res.headers['cache-control']).not.toBe(PRIVATE_CACHE_CONTROL);
  });

  it('a screenshot draws a paid room’s messages only for a caller with the right', async () => {
    const res = await api.post(Api.screenshot, { liveMessageIds: [secretId] });
    expect(res.code).toBe(206);
    expect(JSON.stringify(res)).not.toContain(SECRET);
    const lacking = await api.post(Api.screenshot, { liveMessageIds: [secretId] }, { token: stranger.token });
    expect(lacking.code).toBe(206);
    const granted = await api.post<{ pic: string }>(
      Api.screenshot,
      { liveMessageIds: [secretId] },
      { token: holder.token },
    );
    expect(granted.code).toBe(200);
    expect(granted.data?.pic).toMatch(/\.svg\?exp=\d+&sig=/);
  });
});

describe('paid room socket', () => {
  it('delivers a teacher post only to sockets that proved the right; others are told 206, not logged out', async () => {
    const visitor = await socket(paid.id);
    visitor.send({ type: 'online', liveId: paid.id, userType: 'visitor', userId: null });
    expect(await visitor.next('reject')).toMatchObject({ code: 206, clientMsgId: null });

    const lacking = await socket(paid.id);
    lacking.send({ type: 'online', liveId: paid.id, userType: 'member', token: stranger.token });
    expect(await lacking.next('reject')).toMatchObject({ code: 206, clientMsgId: null });

    const member = await socket(paid.id);
    member.send({ type: 'online', liveId: paid.id, userType: 'member', token: holder.token });
    await member.next('online');

    const author = await socket(paid.id);
    author.send({ type: 'online', liveId: paid.id, userType: 'teacher', token: teacher.token });
    await author.next('online');
    author.send({
      type: 'msg',
      liveId: paid.id,
      categoryId: 1,
      content: '会员直播：今晚的第二个话题',
      token: teacher.token,
      clientMsgId: 'paid-1',
    });
    const received = await member.next('msg');
    expect(received.data).toMatchObject({ liveId: paid.id, content: '会员直播：今晚的第二个话题' });
    expect((await author.next('ack')).id).toBe(received.data.id);
    await author.next('msg');

    await sleep(200);
    for (const refused of [visitor, lacking]) {
      expect(refused.frames.map((f) => f.type)).not.toContain('msg');
      expect(refused.frames.map((f) => f.type)).not.toContain('online');
      expect(refused.frames.map((f) => f.type)).not.toContain('error');
      expect(JSON.stringify(refused.frames)).not.toContain('第二个话题');
    }
  });

  it('a member without the module cannot post; once granted, a send admits the socket', async () => {
    const lacking = await socket(paid.id);
    lacking.send({ type: 'online', liveId: paid.id, userType: 'member', token: stranger.token });
    await lacking.next('reject', (f) => f.clientMsgId === null);
    lacking.send({
      type: 'msg',
      liveId: paid.id,
      categoryId: 1,
      content: '没开通也想发言',
      token: stranger.token,
      clientMsgId: 'nope-1',
    });
    expect(await lacking.next('reject', (f) => f.clientMsgId === 'nope-1')).toMatchObject({ code: 206 });
    const list = await getRaw(t, `${Api.liveMessageList}?liveId=${paid.id}`, holder.token);
    expect(JSON.stringify(list.body)).not.toContain('没开通也想发言');

    await grantModule(t, stranger.memberId, 'live_vip');
    try {
      lacking.send({
        type: 'msg',
        liveId: paid.id,
        categoryId: 1,
        content: '开通了，老师好',
        token: stranger.token,
        clientMsgId: 'yes-1',
      });
      await lacking.next('ack', (f) => f.clientMsgId === 'yes-1');
      // Its own message came back over the room's fan-out: the socket now receives the room's messages.
      expect((await lacking.next('msg')).data.content).toBe('开通了，老师好');
    } finally {
      await revokeModules(t, stranger.memberId);
      await grantModule(t, stranger.memberId, 'course_pro');
    }
  });

  it('a socket whose grant has gone stops receiving at its next send', async () => {
    const lapsed = await registerMember(t);
    await grantModule(t, lapsed.login.memberId, 'live_vip');
    const s = await socket(paid.id);
    s.send({ type: 'online', liveId: paid.id, userType: 'member', token: lapsed.login.token });
    await s.next('online');

    await revokeModules(t, lapsed.login.memberId);
    s.send({
      type: 'msg',
      liveId: paid.id,
      categoryId: 1,
      content: '过期之后',
      token: lapsed.login.token,
      clientMsgId: 'late-1',
    });
    expect(await s.next('reject', (f) => f.clientMsgId === 'late-1')).toMatchObject({ code: 206 });

    const author = await socket(paid.id);
    author.send({ type: 'online', liveId: paid.id, userType: 'teacher', token: teacher.token });
    await author.next('online');
    author.send({
      type: 'msg',
      liveId: paid.id,
      categoryId: 1,
      content: '只给会员看的第三条',
      token: teacher.token,
      clientMsgId: 'paid-3',
    });
    await author.next('msg', (f) => f.data.content === '只给会员看的第三条');
    await sleep(200);
    expect(JSON.stringify(s.frames)).not.toContain('只给会员看的第三条');
  });
});
