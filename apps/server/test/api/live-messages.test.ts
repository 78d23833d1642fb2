import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@app/contract/account';
import type { LiveMessage } from '@app/contract/live';
import { LIVE_MESSAGE_PAGE_SIZE, SEARCH_PAGE_SIZE } from '@app/contract/limits';
import { LiveMsg, Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { client, type Envelope } from '../helpers/http';
import { loginAs } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof client>;
let member: LoginResult;
let teacher: LoginResult;

const rowsOf = (res: Envelope<LiveMessage[]>) => {
  expect(res.code, res.msg).toBe(200);
  return res.rows as LiveMessage[];
};
const chinaDate = (iso: string) =>
  new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  member = await loginAs(t, 'member');
  teacher = await loginAs(t, 'teacher');
});
afterAll(async () => {
  await t.close();
});

describe('message list', () => {
  it('returns the newest page first and pages older by beforeId without gaps', async () => {
    const page1 = await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=1&categoryId=1`);
    const rows = rowsOf(page1);
    expect(rows).toHaveLength(LIVE_MESSAGE_PAGE_SIZE);
    expect(page1.total).toBeGreaterThan(300);
    const ids = rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const row of rows) expect(row).toMatchObject({ liveId: 1, categoryId: 1, status: 1 });

    const older = rowsOf(
      await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=1&categoryId=1&beforeId=${ids.at(-1)}`),
    );
    const both = rowsOf(await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=1&pageSize=40`));
    expect([...ids, ...older.map((r) => r.id)]).toEqual(both.map((r) => r.id));

    const page2 = rowsOf(await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=1&pageNum=2`));
    expect(page2.map((r) => r.id)).toEqual(older.map((r) => r.id));
    const alias = rowsOf(await api.get<LiveMessage[]>(`${Api.liveMessageList2}?liveId=1`));
    expect(alias.map((r) => r.id)).toEqual(ids);
  });

  it('embeds teachers, members and quotes reduced to one line of plain text', async () => {
    const rows = rowsOf(await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=1&pageSize=100`));
    const reply = rows.find((r) => r.quote !== null);
    expect(reply).toBeDefined();
    expect(reply?.teacher?.name).toBeTruthy();
    expect(reply?.quote?.member?.nickname).toBeTruthy();
    expect(reply?.quote?.content).toMatch(/^[^<>\n]+$/);
    expect(reply?.quoteId).toBe(reply?.quote?.id);
    const withPicture = rowsOf(
      await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=1&pageSize=100&pageNum=2`),
    )
      .concat(rows)
      .find((r) => r.content.includes('<img'));
    expect(withPicture?.content).toMatch(/<img src="\/media\/live\/chart-\d\.svg"/);
  });

  it('never shows hidden comments to members or visitors, but shows them to the room’s teachers', async () => {
    const all = async (token?: string) => {
      const out: LiveMessage[] = [];
      for (let page = 1; page <= 10; page += 1) {
        const rows = rowsOf(
          await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=1&pageSize=100&pageNum=${page}`, {
            ...(token ? { token } : {}),
          }),
        );
        out.push(...rows);
        if (rows.length < 100) break;
      }
      return out;
    };
    const visitor = await all();
    const asMember = await all(member.token);
    const asTeacher = await all(teacher.token);
    expect(visitor.some((r) => r.status === 0)).toBe(false);
    expect(asMember.some((r) => r.status === 0)).toBe(false);
    const hidden = asTeacher.filter((r) => r.status === 0);
    expect(hidden.length).toBeGreaterThan(0);
    expect(asTeacher.length).toBe(asMember.length + hidden.length);
  });

  it('filters by teachers: their messages plus the caller’s own', async () => {
    const rows = rowsOf(
      await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=1&teacherIds=3&pageSize=100`, {
        token: member.token,
      }),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.teacher?.id === 3 || row.memberId === member.memberId).toBe(true);
    expect(rows.some((r) => r.memberId === member.memberId)).toBe(true);
    expect(rows.some((r) => r.teacher?.id === 3)).toBe(true);
  });

  it('refuses forged rooms and categories and caps page sizes', async () => {
    expect(await api.get(`${Api.liveMessageList}?liveId=999`)).toMatchObject({
      code: 404,
      msg: LiveMsg.roomNotFound,
    });
    expect(await api.get(`${Api.liveMessageList}?liveId=1&categoryId=99`)).toMatchObject({
      code: 400,
      msg: Msg.badRequest,
    });
    expect(await api.get(`${Api.liveMessageList}?liveId=1&pageSize=101`)).toMatchObject({ code: 400 });
    expect(await api.get(`${Api.liveMessageList}?liveId=x`)).toMatchObject({ code: 400 });
    expect(await api.get(`${Api.liveMessageList}?liveId=1&teacherIds=1;drop`)).toMatchObject({ code: 400 });
    expect(await api.get(`${Api.liveMessageListAuthorized}?liveId=1`)).toMatchObject({ code: 401 });
    expect(
      rowsOf(
        await api.get<LiveMessage[]>(`${Api.liveMessageListAuthorized}?liveId=1`, { token: member.token }),
      ),
    ).toHaveLength(LIVE_MESSAGE_PAGE_SIZE);
  });

  it('lists the pinned messages of a room and category', async () => {
    const rows = rowsOf(await api.get<LiveMessage[]>(`${Api.liveMessageTop}/1/1`));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ isTop: true, liveId: 1, categoryId: 1 });
    expect(rows.some((r) => r.content.includes('直播间规则'))).toBe(true);
    expect(rowsOf(await api.get<LiveMessage[]>(`${Api.liveMessageTop}/1/2`))).toHaveLength(0);
    expect(await api.get(`${Api.liveMessageTop}/999/1`)).toMatchObject({ code: 404 });
  });
});

describe('search', () => {
  it('matches keywords literally, pages by 50 and reports the total', async () => {
    const res = await api.get<LiveMessage[]>(
      `${Api.liveMessageSearch}?liveId=1&content=${encodeURIComponent('仓位')}`,
    );
    const rows = rowsOf(res);
    expect(res.total).toBeGreaterThan(0);
    expect(rows.length).toBe(Math.min(SEARCH_PAGE_SIZE, res.total ?? 0));
    for (const row of rows) expect(row.content).toContain('仓位');
    const times = rows.map((r) => r.dateTime);
    expect(times).toEqual([...times].sort().reverse());

    const wildcard = await api.get(`${Api.liveMessageSearch}?liveId=1&content=_`);
    expect(wildcard).toMatchObject({ code: 200, total: 0 });
    expect(await api.get(`${Api.liveMessageSearch}?liveId=1&pageSize=101`)).toMatchObject({ code: 400 });
  });

  it('matches what readers see, not the markup around it', async () => {
    const withMarkup = rowsOf(
      await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=1&pageSize=100`),
    ).filter((m) => m.content.includes('<p>'));
    expect(withMarkup.length).toBeGreaterThan(0);
    for (const keyword of ['chart', 'src', 'media', '<img']) {
      const res = await api.get(`${Api.liveMessageSearch}?liveId=1&content=${encodeURIComponent(keyword)}`);
      expect(res, keyword).toMatchObject({ code: 200, total: 0 });
    }
  });

  it('filters by China calendar days, inclusive of both ends', async () => {
    const latest = rowsOf(await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=1`))[0] as LiveMessage;
    const day = chinaDate(latest.dateTime);
    const res = await api.get<LiveMessage[]>(
      `${Api.liveMessageSearch}?liveId=1&beginTime=${day}&endTime=${day}&pageSize=100`,
    );
    const rows = rowsOf(res);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(chinaDate(row.dateTime)).toBe(day);
    expect(rows[0]?.id).toBe(latest.id);

    const onlyBegin = await api.get(`${Api.liveMessageSearch}?liveId=1&beginTime=${day}`);
    expect(onlyBegin.total).toBe(res.total);
    expect(await api.get(`${Api.liveMessageSearch}?liveId=1&beginTime=2026-02-30`)).toMatchObject({
      code: 400,
    });
    expect(await api.get(`${Api.liveMessageSearch}?liveId=1&beginTime=2026/01/01`)).toMatchObject({
      code: 400,
    });
    expect(
      await api.get(`${Api.liveMessageSearch}?liveId=1&beginTime=2026-03-02&endTime=2026-03-01`),
    ).toMatchObject({ code: 400 });
  });

  it('with teachers chosen lists only their messages and the caller’s own', async () => {
    const res = await api.get<LiveMessage[]>(`${Api.liveMessageSearch}?liveId=1&teacherIds=3&pageSize=100`, {
      token: member.token,
    });
    const rows = rowsOf(res);
    expect(rows.some((r) => r.memberId === member.memberId)).toBe(true);
    for (const row of rows) expect(row.teacher?.id === 3 || row.memberId === member.memberId).toBe(true);
    const visitor = rowsOf(
      await api.get<LiveMessage[]>(`${Api.liveMessageSearch}?liveId=1&teacherIds=3&pageSize=100`),
    );
    for (const row of visitor) expect(row.teacher?.id).toBe(3);
  });

  it('never finds hidden comments for members', async () => {
    const keyword = encodeURIComponent('加微信');
    expect(
      await api.get(`${Api.liveMessageSearch}?liveId=1&content=${keyword}`, { token: member.token }),
    ).toMatchObject({
      code: 200,
      total: 0,
    });
    const forTeacher = rowsOf(
      await api.get<LiveMessage[]>(`${Api.liveMessageSearch}?liveId=1&content=${keyword}`, {
        token: teacher.token,
      }),
    );
    expect(forTeacher.map((r) => r.status)).toEqual([0]);
  });
});

describe('after and around', () => {
  it('fills a gap: everything after an id, oldest first, with hasMore', async () => {
    const newest = rowsOf(await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=2&pageSize=30`));
    const afterId = newest[25]!.id;
    const res = await api.get<{ rows: LiveMessage[]; hasMore: boolean }>(
      `${Api.liveMessageAfter}?liveId=2&afterId=${afterId}`,
    );
    expect(res.data?.hasMore).toBe(false);
    expect(res.data?.rows.map((r) => r.id)).toEqual(
      newest
        .slice(0, 25)
        .map((r) => r.id)
        .reverse(),
    );
    const limited = await api.get<{ rows: LiveMessage[]; hasMore: boolean }>(
      `${Api.liveMessageAfter}?liveId=2&afterId=${afterId}&limit=10`,
    );
    expect(limited.data?.rows).toHaveLength(10);
    expect(limited.data?.hasMore).toBe(true);
    expect(await api.get(`${Api.liveMessageAfter}?liveId=2&afterId=0&limit=201`)).toMatchObject({
      code: 400,
    });
    expect(await api.get(`${Api.liveMessageAfter}?liveId=2`)).toMatchObject({ code: 400 });
  });

  it('loads the neighbours of a search hit, oldest first', async () => {
    const page = rowsOf(
      await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=1&pageSize=30&pageNum=3`),
    );
    const target = page[15]!;
    const res = await api.get<LiveMessage[]>(
      `${Api.liveMessageAround}?liveId=1&id=${target.id}&before=3&after=2`,
    );
    const rows = rowsOf(res);
    expect(rows.map((r) => r.id)).toEqual(
      page
        .slice(13, 19)
        .map((r) => r.id)
        .reverse(),
    );
    expect(await api.get(`${Api.liveMessageAround}?liveId=2&id=${target.id}`)).toMatchObject({
      code: 404,
      msg: LiveMsg.messageNotFound,
    });
    expect(await api.get(`${Api.liveMessageAround}?liveId=1&id=${target.id}&before=51`)).toMatchObject({
      code: 400,
    });
  });
});

describe('own replied messages', () => {
  it('lists teacher replies quoting the caller, newest first, login required', async () => {
    expect(await api.get(`${Api.liveMessageOwnReplied}?liveId=1`)).toMatchObject({ code: 401 });
    const res = await api.get<LiveMessage[]>(`${Api.liveMessageOwnReplied}?liveId=1&categoryId=1`, {
      token: member.token,
    });
    const rows = rowsOf(res);
    expect(rows.length).toBeGreaterThan(0);
    expect(res.total).toBe(rows.length);
    for (const row of rows) {
      expect(row.teacher).not.toBeNull();
      expect(row.quote?.member?.id).toBe(member.memberId);
      expect(row.quote?.content.length).toBeGreaterThan(0);
    }
    const ids = rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const teacherOwn = await api.get(`${Api.liveMessageOwnReplied}?liveId=1`, { token: teacher.token });
    expect(teacherOwn).toMatchObject({ code: 200, total: 0 });
  });
});

describe('hide and restore', () => {
  it('lets only the room’s teachers hide and restore member comments', async () => {
    const rows = rowsOf(await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=2&pageSize=100`));
    const comment = rows.find((r) => r.memberId !== null && r.teacher === null) as LiveMessage;
    const teacherMessage = rows.find((r) => r.teacher !== null) as LiveMessage;

    expect(await api.post(Api.liveMessageStatus, { id: comment.id, status: 0 })).toMatchObject({ code: 401 });
    expect(
      await api.post(Api.liveMessageStatus, { id: comment.id, status: 0 }, { token: member.token }),
    ).toMatchObject({ code: 403 });
    expect(
      await api.post(Api.liveMessageStatus, { id: teacherMessage.id, status: 0 }, { token: teacher.token }),
    ).toMatchObject({ code: 403 });
    expect(
      await api.post(Api.liveMessageStatus, { id: 99999999, status: 0 }, { token: teacher.token }),
    ).toMatchObject({
      code: 404,
    });
    expect(
      await api.post(Api.liveMessageStatus, { id: comment.id, status: 2 }, { token: teacher.token }),
    ).toMatchObject({
      code: 400,
    });

    const hidden = await api.post<LiveMessage>(
      Api.liveMessageStatus,
      { id: comment.id, status: 0 },
      { token: teacher.token },
    );
    expect(hidden.data).toMatchObject({ id: comment.id, status: 0 });
    const afterHide = rowsOf(
      await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=2&pageSize=100`, { token: member.token }),
    );
    expect(afterHide.some((r) => r.id === comment.id)).toBe(false);

    const restored = await api.post<LiveMessage>(
      Api.liveMessageStatus,
      { id: comment.id, status: 1 },
      { token: teacher.token },
    );
    expect(restored.data).toMatchObject({ id: comment.id, status: 1 });
    const afterRestore = rowsOf(await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=2&pageSize=100`));
    expect(afterRestore.some((r) => r.id === comment.id)).toBe(true);
  });
});

describe('screenshot', () => {
  it('renders selected messages of one room into one SVG with title, texts, pictures and the risk notice', async () => {
    const rows = rowsOf(await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=1&pageSize=100`));
    const withPicture = rows.find((m) => m.content.includes('<img')) as LiveMessage;
    const reply = rowsOf(
      await api.get<LiveMessage[]>(`${Api.liveMessageOwnReplied}?liveId=1`, { token: member.token }),
    )[0] as LiveMessage;
    const res = await api.post<{ pic: string }>(Api.screenshot, {
      liveMessageIds: [reply.id, withPicture.id],
    });
    expect(res.code, res.msg).toBe(200);
    expect(res.data?.pic).toMatch(/^\/uploads\/screenshots\/[0-9a-f]{32}\.svg\?exp=\d+&sig=[\w-]+$/);
    const file = await t.app.inject({ method: 'GET', url: res.data?.pic ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/svg+xml');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.body).toContain('陈知远·价值投资直播间');
    expect(file.body).toContain('财经学堂');
    expect(file.body).toContain('市场有风险，投资需谨慎');
    expect(file.body).toContain('data:image/svg+xml;base64,');
    expect(file.body).not.toMatch(/<script|onload=|javascript:/i);
    const again = await api.post<{ pic: string }>(Api.screenshot, {
      liveMessageIds: [withPicture.id, reply.id],
    });
    expect(again.data?.pic).toBe(res.data?.pic);
  });

  it('refuses messages from two rooms, hidden or unknown messages and too many at once', async () => {
    const one = rowsOf(await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=1&pageSize=1`))[0]!;
    const two = rowsOf(await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=2&pageSize=1`))[0]!;
    expect(await api.post(Api.screenshot, { liveMessageIds: [one.id, two.id] })).toMatchObject({ code: 400 });
    expect(await api.post(Api.screenshot, { liveMessageIds: [99999999] })).toMatchObject({ code: 404 });
    const hidden = rowsOf(
      await api.get<LiveMessage[]>(
        `${Api.liveMessageSearch}?liveId=1&content=${encodeURIComponent('加微信')}`,
        {
          token: teacher.token,
        },
      ),
    )[0]!;
    expect(await api.post(Api.screenshot, { liveMessageIds: [hidden.id] })).toMatchObject({ code: 404 });
    expect(
      await api.post(Api.screenshot, { liveMessageIds: Array.from({ length: 21 }, (_, i) => i + 1) }),
    ).toMatchObject({ code: 400, msg: LiveMsg.screenshotTooMany });
    expect(await api.post(Api.screenshot, { liveMessageIds: [] })).toMatchObject({ code: 400 });
  });
});
