import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, MemberInfo } from '@app/contract/account';
import type { Comment } from '@app/contract/content';
import type { LiveMessage } from '@app/contract/live';
import { SEARCH_RATE_LIMIT, SEARCH_RATE_WINDOW_MS } from '@app/contract/limits';
import { ContentMsg, Msg, PrivacyMsg } from '@app/contract/messages';
import { NewsListAction, type NewsItem } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import type { TeacherFollower } from '@app/contract/teacher-info';
import { migrationsFolder } from '../../src/db/client';
import { accessLogs } from '../../src/db/schema/access';
import { members } from '../../src/db/schema/members';
import { news } from '../../src/db/schema/news';
import { freshMobile, freshUsername, registerMember } from '../helpers/accounts';
import { grantModule, moduleIdOf, revokeModules } from '../helpers/content';
import { client } from '../helpers/http';
import { loginAs, openSocket, type TestSocket } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A word that only the locked article's body contains (the title and description do not). */
const nonce = Math.random().toString(36).slice(2, 8);
const SECRET = `北极星暗号${nonce}`;
const TITLE = `盘前内参${nonce}`;
const A_SHARE_CATEGORY_ID = 16;
const DEFAULT_NICKNAME = /^用户[0-9A-HJKMNP-TV-Z]{6}$/;

let t: TestApp;
let api: ReturnType<typeof client>;
let lockedId: number;
let holder: LoginResult;
let lacking: LoginResult;
let teacher: LoginResult;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  // List caches on: a search answered for one viewer must never be replayed to another.
  t = await createTestApp({ listCacheMs: 60_000, live: { sendRateCount: 1000 } });
  api = client(t.app);
  const [row] = await t.db
    .insert(news)
    .values({
      categoryId: A_SHARE_CATEGORY_ID,
      title: TITLE,
      description: '会员内参摘要',
      content: `<p>今日策略：${SECRET}，仓位七成。</p>`,
      moduleId: await moduleIdOf(t, 'vip_news'),
      teacherId: 1,
      publishedAt: t.clock.now(),
    })
    .returning({ id: news.id });
  lockedId = row?.id ?? 0;
  holder = (await registerMember(t)).login;
  await grantModule(t, holder.memberId, 'vip_news');
  lacking = (await registerMember(t)).login;
  teacher = await loginAs(t, 'teacher');
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await t.close();
});

/** Every news list that filters by body text, with that filter set to `word`. */
function bodySearches(word: string): string[] {
  const q = (param: string) => `${param}=${encodeURIComponent(word)}`;
  const byCode = [
    Api.newsByCode,
    Api.newsSearch,
    Api.newsListSearch,
    Api.newsGetFind,
    Api.newsFindHot,
    Api.newsFindTuyere,
    Api.newsHotspotAll,
  ];
  const withKeyword = [...NewsListAction.options.map((a) => `${Api.newsListAction}/${a}`), ...byCode];
  return [
    `${Api.newsList}?${q('content')}`,
    ...withKeyword.map((url) => `${url}?${q('content')}`),
    ...withKeyword.map((url) => `${url}?${q('keyword')}`),
  ];
}

async function listedIds(url: string, token?: string): Promise<number[]> {
  const res = await api.get<NewsItem[]>(url, token ? { token } : {});
  expect(res.code, url).toBe(200);
  return (res.rows ?? []).map((r) => r.id);
}

/** Lists whose own rule leaves the article out whatever the text (editorial only, the strategy category). */
const ruledOut = (url: string) => url.includes('/list/news?') || url.includes('/list/strategy?');

describe('searching locked article bodies', () => {
  beforeAll(async () => {
    // One read by the holder puts it in the lists ranked by reads too (hot, hot topics, rising).
    expect((await api.get(`${Api.newsInfo}/${lockedId}`, { token: holder.token })).code).toBe(200);
  });

  it('never matches a word of a locked body for a visitor or a member without the module', async () => {
    const urls = bodySearches(SECRET);
    expect(urls).toHaveLength(35);
    for (const url of urls) {
      // The holder asks first, so a cached answer would be there to leak.
      if (!ruledOut(url)) expect(await listedIds(url, holder.token), url).toContain(lockedId);
      expect(await listedIds(url, lacking.token), url).not.toContain(lockedId);
      expect(await listedIds(url), url).not.toContain(lockedId);
      expect(await listedIds(url, 'not-a-live-session-token'), url).not.toContain(lockedId);
    }
  });

  it('answers single characters of a locked body as if the body were not there', async () => {
    // The attack guessed one character at a time: a prefix must be no more answerable than the whole word.
    for (const fragment of ['北极星', SECRET.slice(0, 6), `${SECRET}，仓位`]) {
      for (const url of bodySearches(fragment)) {
        expect(await listedIds(url), url).not.toContain(lockedId);
        expect(await listedIds(url, lacking.token), url).not.toContain(lockedId);
        if (!ruledOut(url)) expect(await listedIds(url, holder.token), url).toContain(lockedId);
      }
    }
  });

  it('still finds a locked article by its title for everyone', async () => {
    const url = `${Api.newsSearch}?keyword=${encodeURIComponent(TITLE)}`;
    expect(await listedIds(url)).toEqual([lockedId]);
    expect(await listedIds(url, lacking.token)).toEqual([lockedId]);
    expect(await listedIds(`${Api.newsList}?title=${encodeURIComponent(TITLE)}`)).toEqual([lockedId]);
  });

  it('matches the body while the member holds the module, and no longer once it is gone', async () => {
    const member = (await registerMember(t)).login;
    const url = `${Api.newsSearch}?content=${encodeURIComponent(SECRET)}`;
    expect(await listedIds(url, member.token)).not.toContain(lockedId);
    await grantModule(t, member.memberId, 'vip_news');
    expect(await listedIds(url, member.token)).toContain(lockedId);
    await revokeModules(t, member.memberId);
    expect(await listedIds(url, member.token)).not.toContain(lockedId);
  });
});

describe('search budgets', () => {
  let limited: TestApp;
  let limitedApi: ReturnType<typeof client>;

  beforeAll(async () => {
    limited = await createTestApp({ rateLimitFactor: 1 });
    limitedApi = client(limited.app);
  });
  afterAll(async () => {
    await limited.close();
  });

  const search = (i: number) => `${Api.newsSearch}?keyword=${encodeURIComponent(`第${i}次`)}`;

  it('refuses an address beyond its search budget until the next window; plain lists stay open', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < SEARCH_RATE_LIMIT; i += 1) {
      expect((await limitedApi.get(search(i), { ip })).code, `search ${i}`).toBe(200);
    }
    expect(await limitedApi.get(search(99), { ip })).toEqual({
      code: 429,
      msg: Msg.tooManyRequests,
      data: null,
    });
    // Every kind of search shares the budget.
    expect((await limitedApi.get(`${Api.newsList}?content=x`, { ip })).code).toBe(429);
    expect((await limitedApi.get(`${Api.courseGetList}?title=x`, { ip })).code).toBe(429);
    expect((await limitedApi.get(`${Api.liveMessageSearch}?liveId=1&content=x`, { ip })).code).toBe(429);
    // Lists without a text filter are not searches.
    expect((await limitedApi.get(Api.newsList, { ip })).code).toBe(200);
    expect((await limitedApi.get(`${Api.newsList}?title=`, { ip })).code).toBe(200);
    // Another address has its own budget.
    expect((await limitedApi.get(search(0), { ip: '203.0.113.8' })).code).toBe(200);

    limited.clock.advance(SEARCH_RATE_WINDOW_MS);
    expect((await limitedApi.get(search(0), { ip })).code).toBe(200);
  });

  it('counts course, news and chat-record searches together', async () => {
    const ip = '203.0.113.20';
    const urls = [
      (i: number) => `${Api.courseGetList}?title=${i}`,
      (i: number) => `${Api.newsList}?content=${i}`,
      (i: number) => `${Api.liveMessageSearch}?liveId=1&beginTime=2026-01-0${(i % 9) + 1}`,
    ];
    for (let i = 0; i < SEARCH_RATE_LIMIT; i += 1) {
      expect((await limitedApi.get((urls[i % 3] as (i: number) => string)(i), { ip })).code).toBe(200);
    }
    expect((await limitedApi.get(`${Api.liveMessageSearch}?liveId=1`, { ip })).code).toBe(429);
  });

  it('refuses a member beyond the budget whatever address they search from', async () => {
    const member = (await registerMember(limited)).login;
    for (let i = 0; i < SEARCH_RATE_LIMIT; i += 1) {
      const res = await limitedApi.get(search(i), { token: member.token, ip: `198.51.100.${i + 1}` });
      expect(res.code, `search ${i}`).toBe(200);
    }
    const refused = await limitedApi.get(search(0), { token: member.token, ip: '198.51.100.200' });
    expect(refused).toMatchObject({ code: 429, msg: Msg.tooManyRequests });
    // The fresh address itself is not spent: another member there is answered.
    const other = (await registerMember(limited)).login;
    expect((await limitedApi.get(search(0), { token: other.token, ip: '198.51.100.200' })).code).toBe(200);
  });
});

describe('what others see of a member', () => {
  const REAL_NAME = '王实名';
  let chatter: { login: LoginResult; mobile: string };

  beforeAll(async () => {
    const registered = await registerMember(t, { nickname: '股海小舟' });
    chatter = { login: registered.login, mobile: registered.mobile };
    expect((await api.post(Api.modifyName, { name: REAL_NAME }, { token: chatter.login.token })).code).toBe(
      200,
    );
  });

  const revealsNothing = (payload: unknown) => {
    const text = JSON.stringify(payload);
    expect(text).not.toContain(REAL_NAME);
    expect(text).not.toContain(chatter.mobile);
  };

  async function socket() {
    const s = await openSocket(t, 1);
    sockets.push(s);
    s.send({ type: 'online', liveId: 1, userType: 'visitor' });
    await s.next('online');
    return s;
  }

  it('chat frames and message lists show the nickname, never the real name or mobile', async () => {
    const visitor = await socket();
    const sender = await socket();
    sender.send({
      type: 'msg',
      liveId: 1,
      categoryId: 1,
      liveTypeId: 1,
      content: `<p>请问老师仓位${nonce}</p>`,
      token: chatter.login.token,
    });
    const frame = await visitor.next('msg', (f) => f.data.memberId === chatter.login.memberId);
    expect(frame.data.member).toEqual({
      id: chatter.login.memberId,
      name: '股海小舟',
      nickname: '股海小舟',
      avatar: null,
    });
    revealsNothing(frame);

    const teacherSocket = await socket();
    teacherSocket.send({
      type: 'msg',
      liveId: 1,
      categoryId: 1,
      liveTypeId: 1,
      content: '<p>仓位看个人风险承受能力。</p>',
      quoteId: frame.data.id,
      token: teacher.token,
    });
    const reply = await visitor.next('msg', (f) => f.data.quoteId === frame.data.id);
    expect(reply.data.quote?.member).toMatchObject({ nickname: '股海小舟' });
    revealsNothing(reply);

    const list = await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=1&pageSize=5`);
    expect(list.rows?.some((m) => m.id === frame.data.id)).toBe(true);
    revealsNothing(list);
    const found = await api.get<LiveMessage[]>(
      `${Api.liveMessageSearch}?liveId=1&content=${encodeURIComponent(`仓位${nonce}`)}`,
    );
    expect(found.rows?.map((m) => m.id)).toContain(frame.data.id);
    revealsNothing(found);
  });

  it('comments show the nickname, and a missing nickname falls back to 姓名空缺, not the real name', async () => {
    const freeId = (await listedIds(`${Api.newsList}?pageSize=50`)).find((id) => id !== lockedId) as number;
    await api.post(Api.newsComment, { newsId: freeId, content: '写得清楚' }, { token: chatter.login.token });
    await t.db.update(members).set({ nickname: null }).where(eq(members.id, chatter.login.memberId));
    try {
      const comments = await api.get<Comment[]>(`${Api.newsCommentList}/${freeId}`);
      const mine = comments.rows?.find((c) => c.member.id === chatter.login.memberId);
      expect(mine?.member.nickname).toBe(Msg.nameMissing);
      revealsNothing(comments);
    } finally {
      await t.db.update(members).set({ nickname: '股海小舟' }).where(eq(members.id, chatter.login.memberId));
    }
  });
});

describe('teacher follower lists', () => {
  it('answer the teacher alone; everyone else gets the missing-teacher answer', async () => {
    const info = await api.get<MemberInfo>(Api.memberInfo, { token: teacher.token });
    const ownId = info.data?.teacherId as number;
    const fan = await registerMember(t, { nickname: '追随者' });
    expect((await api.post(Api.teacherFollow, { teacherId: ownId }, { token: fan.login.token })).code).toBe(
      200,
    );

    const own = await api.get<TeacherFollower[]>(`${Api.teacherFollows}?teacherId=${ownId}`, {
      token: teacher.token,
    });
    expect(own.code).toBe(200);
    expect(own.rows?.find((r) => r.memberId === fan.login.memberId)?.nickname).toBe('追随者');
    expect(JSON.stringify(own)).not.toContain(fan.mobile);

    const missing = await api.get(`${Api.teacherFollows}?teacherId=999999`, { token: fan.login.token });
    expect(missing).toEqual({ code: 404, msg: ContentMsg.teacherNotFound, data: null });
    expect(await api.get(`${Api.teacherFollows}?teacherId=${ownId}`)).toEqual(missing);
    expect(await api.get(`${Api.teacherFollows}?teacherId=${ownId}`, { token: fan.login.token })).toEqual(
      missing,
    );
    // A teacher asking about another teacher is "anyone else" too.
    expect(await api.get(`${Api.teacherFollows}?teacherId=${ownId + 1}`, { token: teacher.token })).toEqual(
      missing,
    );
    // A member's own follow list stays theirs.
    const mine = await api.get<{ id: number }[]>(Api.teacherFollowList, { token: fan.login.token });
    expect(mine.rows?.map((r) => r.id)).toEqual([ownId]);
  });
});

describe('default nicknames', () => {
  it('say nothing about the mobile or the login name', async () => {
    const mobile = freshMobile();
    await api.post(Api.smsCode, { mobile, purpose: 'login' });
    const byCode = await api.post<LoginResult>(Api.codeLogin, { mobile, code: t.lastCode(mobile, 'login') });
    const codeInfo = await api.get<MemberInfo>(Api.memberInfo, { token: byCode.data?.token ?? '' });
    expect(codeInfo.data?.nickname).toMatch(DEFAULT_NICKNAME);
    expect(codeInfo.data?.nickname).not.toBe(`用户${mobile.slice(-4)}`);

    const username = freshUsername('secret_login');
    const registered = await registerMember(t, { username });
    const info = await api.get<MemberInfo>(Api.memberInfo, { token: registered.login.token });
    expect(info.data?.nickname).toMatch(DEFAULT_NICKNAME);
    expect(info.data?.nickname).not.toContain(username);
  });

  it('the migration rewrites old mobile-digit defaults and nothing else', async () => {
    const file = readdirSync(migrationsFolder).find((f) => f.endsWith('_private_handles_and_nicknames.sql'));
    const statements = readFileSync(path.join(migrationsFolder, file ?? ''), 'utf8').split(
      '--> statement-breakpoint',
    );
    const rewrite = statements.find((s) => s.includes('UPDATE "members"')) ?? '';
    const member = (mobile: string, nickname: string) => ({
      username: freshUsername('legacy'),
      passwordHash: 'x',
      mobile,
      nickname,
    });
    const [old1, old2, chosen, other] = await t.db
      .insert(members)
      .values([
        member('13911112345', '用户2345'),
        member('13911116789', '用户6789'),
        member('13911110000', '小王'),
        member('13911112222', '用户1111'),
      ])
      .returning({ id: members.id });
    await t.db.execute(sql.raw(rewrite));
    const nicknameOf = async (id: number | undefined) =>
      (
        await t.db
          .select()
          .from(members)
          .where(eq(members.id, id ?? 0))
      )[0]?.nickname;
    const [n1, n2] = [await nicknameOf(old1?.id), await nicknameOf(old2?.id)];
    expect(n1).toMatch(DEFAULT_NICKNAME);
    expect(n2).toMatch(DEFAULT_NICKNAME);
    expect(n1).not.toBe(n2);
    expect(await nicknameOf(chosen?.id)).toBe('小王');
    expect(await nicknameOf(other?.id)).toBe('用户1111');
  });
});

describe('access-log records', () => {
  it('close only by the handle the opener was given', async () => {
    const open = async (url: string) =>
      (await api.post<{ id: string }>(Api.accessLogSave, { url })).data?.id as string;
    const first = await open('/pages/news/list/index');
    const second = await open('/pages/course/list/index');
    expect(first).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(second).not.toBe(first);
    const [firstRow] = await t.db.select().from(accessLogs).where(eq(accessLogs.handle, first));

    // Another visitor knows row ids are sequential: neither the row id nor a made-up handle closes anything.
    expect((await api.post(Api.accessLogSave, { id: firstRow?.id, url: '/x' })).code).toBe(400);
    expect((await api.post(Api.accessLogSave, { id: String(firstRow?.id), url: '/x' })).code).toBe(400);
    const guessed = `${first.slice(0, -1)}${first.endsWith('A') ? 'B' : 'A'}`;
    expect((await api.post(Api.accessLogSave, { id: guessed, url: '/x' })).code).toBe(404);
    // Closing one's own record by its handle touches that record only.
    expect((await api.post(Api.accessLogSave, { id: second, url: '/x' })).data).toEqual({ id: second });
    const [after] = await t.db
      .select()
      .from(accessLogs)
      .where(eq(accessLogs.id, firstRow?.id ?? 0));
    expect(after?.endedAt).toBeNull();
    expect((await api.post(Api.accessLogSave, { id: first, url: '/x' })).code).toBe(200);
  });
});

describe('chat pictures', () => {
  it('refuses pictures from other hosts with a message saying so; our uploads pass', async () => {
    const s = await openSocket(t, 1);
    sockets.push(s);
    const send = (clientMsgId: string, content: string, pic: string | null = null) =>
      s.send({
        type: 'msg',
        liveId: 1,
        categoryId: 1,
        liveTypeId: 1,
        content,
        pic,
        token: holder.token,
        clientMsgId,
      });
    send('tracker', '<p>看图<img src="https://tracker.example/p.gif?u=1"></p>');
    expect(await s.next('reject', (f) => f.clientMsgId === 'tracker')).toMatchObject({
      code: 400,
      msg: PrivacyMsg.offsiteImage,
    });
    send('relative', '<p><img src="//tracker.example/p.gif"></p>');
    expect(await s.next('reject', (f) => f.clientMsgId === 'relative')).toMatchObject({
      msg: PrivacyMsg.offsiteImage,
    });
    send('pic', '', 'https://cdn.example.com/a.png');
    expect(await s.next('reject', (f) => f.clientMsgId === 'pic')).toMatchObject({
      msg: PrivacyMsg.offsiteImage,
    });
    send('own', '<p><img src="/uploads/live/202601/own.png"></p>', '/uploads/live/202601/own.png');
    const ack = await s.next('ack', (f) => f.clientMsgId === 'own');
    const stored = await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=1&pageSize=10`);
    expect(stored.rows?.find((m) => m.id === ack.id)?.content).toContain('/uploads/live/202601/own.png');
    expect(JSON.stringify(stored)).not.toContain('tracker.example');
  });
});
