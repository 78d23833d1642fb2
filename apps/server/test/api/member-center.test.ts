import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, MemberInfo } from '@app/contract/account';
import {
  AVATAR_SIZE_PX,
  MemberCenterMsg,
  type BindableAccount,
  type HelpArticle,
  type HelpCategory,
  type HomeworkAnswerItem,
  type HomeworkDetail,
  type HomeworkSummary,
  type PushItem,
} from '@app/contract/member-center';
import { Msg } from '@app/contract/messages';
import { Pages } from '@app/contract/pages';
import { Api } from '@app/contract/paths';
import { freshIp, freshMobile, registerMember } from '../helpers/accounts';
import { client } from '../helpers/http';
import { loginAs, openSocket } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { eventually } from '../helpers/eventually';
import { multipart } from '../helpers/upload';

let t: TestApp;
let api: ReturnType<typeof client>;
let teacher: LoginResult;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  teacher = await loginAs(t, 'teacher');
});
afterAll(async () => {
  await t.close();
});

const newMember = async () => (await registerMember(t)).login;

describe('notifications', () => {
  it('tell a member when a teacher replies to their live message, opening the room at the reply', async () => {
    const member = await newMember();
    const watcher = await openSocket(t, 1);
    const own = await openSocket(t, 1);
    own.send({
      type: 'msg',
      liveId: 1,
      categoryId: 1,
      liveTypeId: 1,
      content: '<p>请问老师怎么看半导体？</p>',
      token: member.token,
    });
    const asked = await watcher.next('msg', (f) => f.data.memberId === member.memberId);
    const teacherSocket = await openSocket(t, 1);
    teacherSocket.send({
      type: 'msg',
      liveId: 1,
      categoryId: 1,
      liveTypeId: 1,
      content: '<p>半导体<b>中长期</b>看好，短线注意节奏。</p>',
      quoteId: asked.data.id,
      token: teacher.token,
    });
    const reply = await watcher.next('msg', (f) => f.data.quoteId === asked.data.id);
    await Promise.all([watcher.close(), own.close(), teacherSocket.close()]);

    // The notice is written right after the reply goes out to the room.
    await eventually(
      async () =>
        (await api.get<{ count: number }>(Api.pushUnread, { token: member.token })).data?.count === 1,
      'one unread notification',
    );
    const list = await api.get<PushItem[]>(Api.pushList, { token: member.token });
    expect(list.total).toBe(1);
    expect(list.rows?.[0]).toMatchObject({
      kind: 'liveReply',
      isRead: 0,
      body: '半导体中长期看好，短线注意节奏。',
      link: `${Pages.chat}?id=1&categoryId=1&messageId=${reply.data.id}`,
    });
    expect(list.rows?.[0]?.title).toContain('老师回复了您的留言');

    // The teacher's own notifications stay empty: nobody is told about their own messages.
    const teacherList = await api.get<PushItem[]>(Api.pushList, { token: teacher.token });
    expect(teacherList.rows?.some((p) => p.kind === 'liveReply')).toBe(false);
  });

  it('marks read only the member’s own notifications', async () => {
    const member = await newMember();
    const other = await newMember();
    // Homework grading is one real source of notifications.
    const sheet = (await api.get<HomeworkSummary[]>(Api.homeworkList)).rows![0]!;
    const detail = (await api.get<HomeworkDetail>(`${Api.homeworkInfo}/${sheet.id}`, { token: member.token }))
      .data!;
    await api.post(
      Api.homeworkSubmit,
      {
        homeworkId: sheet.id,
        answers: detail.questions.map((q) => ({ questionId: q.id, choice: 'A' })),
      },
      { token: member.token },
    );
    const [item] = (await api.get<PushItem[]>(Api.pushList, { token: member.token })).rows!;
    expect(item).toMatchObject({
      kind: 'homeworkGraded',
      isRead: 0,
      link: `${Pages.homeworkAnswerList}?id=${sheet.id}`,
    });

    const stolen = await api.post(`${Api.pushRead}/${item!.id}`, undefined, { token: other.token });
    expect(stolen).toMatchObject({ code: 404, msg: MemberCenterMsg.pushNotFound });
    expect((await api.get<{ count: number }>(Api.pushUnread, { token: member.token })).data?.count).toBe(1);

    const read = await api.post<PushItem>(`${Api.pushRead}/${item!.id}`, undefined, { token: member.token });
    expect(read.data?.isRead).toBe(1);
    expect((await api.get<{ count: number }>(Api.pushUnread, { token: member.token })).data?.count).toBe(0);
    expect((await api.get<PushItem[]>(`${Api.pushList}?unread=1`, { token: member.token })).total).toBe(0);
    expect((await api.get(Api.pushList)).code).toBe(401);
  });
});

describe('homework', () => {
  it('lists seeded homework per course; the sheet hides answers until the one submission', async () => {
    const member = await newMember();
    const all = await api.get<HomeworkSummary[]>(Api.homeworkList);
    expect(all.total).toBeGreaterThanOrEqual(4);
    const first = all.rows![0]!;
    const ofCourse = await api.get<HomeworkSummary[]>(`${Api.homeworkList}?courseId=${first.courseId}`);
    expect(ofCourse.rows?.every((h) => h.courseId === first.courseId)).toBe(true);

    const sheet = (await api.get<HomeworkDetail>(`${Api.homeworkInfo}/${first.id}`, { token: member.token }))
      .data!;
    expect(sheet.submission).toBeNull();
    expect(sheet.questions.every((q) => q.answer === null && q.explanation === null)).toBe(true);
    expect(sheet.questions[0]?.options[0]?.label).toBe('A');

    // Out of range, a second choice on a single question, a missing question: refused, nothing stored.
    const single = sheet.questions.find((q) => q.type === 'single')!;
    const bad = await api.post(
      Api.homeworkSubmit,
      {
        homeworkId: first.id,
        answers: sheet.questions.map((q) => ({ questionId: q.id, choice: q.id === single.id ? 'Z' : 'A' })),
      },
      { token: member.token },
    );
    expect(bad).toMatchObject({ code: 400, msg: MemberCenterMsg.homeworkBadChoice });
    const outOfOptions = await api.post(
      Api.homeworkSubmit,
      {
        homeworkId: first.id,
        answers: sheet.questions.map((q) => ({ questionId: q.id, choice: q.id === single.id ? 'K' : 'A' })),
      },
      { token: member.token },
    );
    expect(outOfOptions).toMatchObject({ code: 400, msg: MemberCenterMsg.homeworkBadChoice });
    const two = await api.post(
      Api.homeworkSubmit,
      {
        homeworkId: first.id,
        answers: sheet.questions.map((q) => ({ questionId: q.id, choice: q.id === single.id ? 'AB' : 'A' })),
      },
      { token: member.token },
    );
    expect(two).toMatchObject({ code: 400, msg: MemberCenterMsg.homeworkSingleChoice });
    const missing = await api.post(
      Api.homeworkSubmit,
      {
        homeworkId: first.id,
        answers: [{ questionId: single.id, choice: 'A' }],
      },
      { token: member.token },
    );
    expect(missing).toMatchObject({ code: 400, msg: MemberCenterMsg.homeworkIncomplete });
    // Nobody submits for someone else: a member id in the body is refused, not used.
    const forOther = await api.post(
      Api.homeworkSubmit,
      {
        homeworkId: first.id,
        memberId: 1,
        answers: sheet.questions.map((q) => ({ questionId: q.id, choice: 'A' })),
      },
      { token: member.token },
    );
    expect(forOther.code).toBe(400);
    expect((await api.get<HomeworkAnswerItem[]>(Api.homeworkAnswerList, { token: member.token })).total).toBe(
      0,
    );

    // All answers "A": the score counts exactly the questions whose right answer is A.
    const submitted = await api.post<HomeworkDetail>(
      Api.homeworkSubmit,
      {
        homeworkId: first.id,
        answers: sheet.questions.map((q) => ({ questionId: q.id, choice: 'a' })),
      },
      { token: member.token },
    );
    expect(submitted.code, submitted.msg).toBe(200);
    const graded = submitted.data!;
    const expected = graded.questions.filter((q) => q.answer === 'A').reduce((sum, q) => sum + q.score, 0);
    expect(graded.submission).toMatchObject({ score: expected, totalScore: first.totalScore });
    expect(graded.questions.every((q) => q.answer && q.explanation)).toBe(true);

    const again = await api.post(
      Api.homeworkSubmit,
      {
        homeworkId: first.id,
        answers: sheet.questions.map((q) => ({ questionId: q.id, choice: q.answer ?? 'B' })),
      },
      { token: member.token },
    );
    expect(again).toMatchObject({ code: 409, msg: MemberCenterMsg.homeworkSubmitted });

    const answers = await api.get<HomeworkAnswerItem[]>(Api.homeworkAnswerList, { token: member.token });
    expect(answers.rows).toEqual([expect.objectContaining({ homeworkId: first.id, score: expected })]);
    const listed = await api.get<HomeworkSummary[]>(Api.homeworkList, { token: member.token });
    expect(listed.rows?.find((h) => h.id === first.id)?.score).toBe(expected);
    // Another member sees the sheet fresh, without this member's answers.
    const other = await newMember();
    const theirs = await api.get<HomeworkDetail>(`${Api.homeworkInfo}/${first.id}`, { token: other.token });
    expect(theirs.data?.submission).toBeNull();
    expect((await api.get(`${Api.homeworkInfo}/999999`, { token: other.token })).code).toBe(404);
  });
});

describe('homework submitted twice at once', () => {
  it('stores one submission and tells the other tap it was already answered', async () => {
    const member = await newMember();
    const sheet = (await api.get<HomeworkSummary[]>(Api.homeworkList)).rows!.at(-1)!;
    const detail = (await api.get<HomeworkDetail>(`${Api.homeworkInfo}/${sheet.id}`, { token: member.token }))
      .data!;
    const body = {
      homeworkId: sheet.id,
      answers: detail.questions.map((q) => ({ questionId: q.id, choice: 'B' })),
    };
    const answers = await Promise.all([
      api.post(Api.homeworkSubmit, body, { token: member.token }),
      api.post(Api.homeworkSubmit, body, { token: member.token }),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 409]);
    expect((await api.get(Api.homeworkAnswerList, { token: member.token })).total).toBe(1);
  });
});

describe('help and FAQ', () => {
  it('lists categories and articles, searches the text (not the markup) and opens one', async () => {
    const help = await api.get<HelpCategory[]>(Api.helpCategories);
    expect(help.data!.length).toBeGreaterThanOrEqual(3);
    expect(help.data!.every((c) => c.kind === 'help' && c.articleCount > 0)).toBe(true);
    const faq = await api.get<HelpCategory[]>(`${Api.helpCategories}?kind=faq`);
    expect(faq.data!.every((c) => c.kind === 'faq')).toBe(true);

    const first = help.data![0]!;
    const inCategory = await api.get<HelpArticle[]>(`${Api.helpList}?categoryId=${first.id}`);
    expect(inCategory.total).toBe(first.articleCount);
    const found = await api.get<HelpArticle[]>(`${Api.helpList}?keyword=${encodeURIComponent('验证码')}`);
    expect(found.total).toBeGreaterThan(0);
    expect(found.rows!.every((a) => `${a.title}${a.content}`.includes('验证码'))).toBe(true);
    expect((await api.get<HelpArticle[]>(`${Api.helpList}?keyword=li`)).total).toBe(0);

    const article = await api.get<HelpArticle>(`${Api.helpInfo}/${found.rows![0]!.id}`);
    expect(article.data?.content).toMatch(/^<(p|h3|ul)/);
    expect(article.data?.content).not.toMatch(/<script|onerror/i);
    expect((await api.get(`${Api.helpInfo}/999999`)).code).toBe(404);
  });
});

describe('profile', () => {
  it('re-encodes an avatar to a square JPEG without metadata and refuses fakes', async () => {
    const member = await newMember();
    const withExif = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#09f' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .toBuffer();
    const { payload, contentType } = multipart('me.jpg', withExif);
    const res = await t.app.inject({
      method: 'POST',
      url: Api.modifyAvatar,
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${member.token}` },
    });
    const body = res.json() as { code: number; data: MemberInfo };
    expect(body.code).toBe(200);
    expect(body.data.avatar).toMatch(/^\/uploads\/avatar\/\d{6}\/[0-9a-f]{32}\.jpg$/);
    const stored = await t.app.inject({ method: 'GET', url: body.data.avatar! });
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', AVATAR_SIZE_PX, AVATAR_SIZE_PX]);
    expect(meta.exif).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('secret-gps-owner'))).toBe(false);
    const info = await api.get<MemberInfo>(Api.memberInfo, { token: member.token });
    expect(info.data?.avatar).toBe(body.data.avatar);

    const fake = multipart('me.png', Buffer.from('<?php echo 1; ?> not a picture'));
    const refused = await t.app.inject({
      method: 'POST',
      url: Api.modifyAvatar,
      payload: fake.payload,
      headers: { 'content-type': fake.contentType, authorization: `Bearer ${member.token}` },
    });
    expect(refused.json()).toMatchObject({ code: 400, msg: MemberCenterMsg.avatarInvalid });
    expect((await api.get<MemberInfo>(Api.memberInfo, { token: member.token })).data?.avatar).toBe(
      body.data.avatar,
    );
  });

  it('binds a new mobile with a code sent to it and refuses one bound to another account', async () => {
    const { login } = await registerMember(t);
    const bindable = await api.get<BindableAccount[]>(Api.bindableList, { token: login.token });
    expect(bindable.data?.find((b) => b.type === 'mobile')).toMatchObject({ bound: true });

    const next = freshMobile();
    await api.post(Api.smsCode, { mobile: next, purpose: 'bind' }, { ip: freshIp() });
    const wrong = await api.post(Api.bindMobile, { mobile: next, code: '000000' }, { token: login.token });
    expect(wrong.code).toBe(400);
    const bound = await api.post<MemberInfo>(
      Api.bindMobile,
      { mobile: next, code: t.lastCode(next, 'bind') },
      { token: login.token },
    );
    expect(bound).toMatchObject({ code: 200, msg: MemberCenterMsg.mobileBound });
    expect(bound.data?.mobile).toBe(`${next.slice(0, 3)}****${next.slice(7)}`);

    // A code for a number that another account takes before the bind completes: refused, nothing changed.
    const contested = freshMobile();
    await api.post(Api.smsCode, { mobile: contested, purpose: 'bind' }, { ip: freshIp() });
    const code = t.lastCode(contested, 'bind');
    t.clock.advance(61_000);
    await registerMember(t, { mobile: contested });
    const taken = await api.post(Api.bindMobile, { mobile: contested, code }, { token: login.token });
    expect(taken).toMatchObject({ code: 409, msg: MemberCenterMsg.mobileBoundElsewhere });
    expect((await api.get<MemberInfo>(Api.memberInfo, { token: login.token })).data?.mobile).toBe(
      bound.data?.mobile,
    );
    expect(
      (await api.post(Api.bindMobile, { mobile: 'abc', code: '123456' }, { token: login.token })).msg,
    ).toBe(Msg.mobileInvalid);
  });
});
