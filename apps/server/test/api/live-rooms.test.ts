import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DictItem,
  LiveCategory,
  LiveHeats,
  LiveRoom,
  LiveRoomNav,
  LiveTeacher,
} from '@app/contract/live';
import { LiveMsg, Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { client } from '../helpers/http';
import { login } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof client>;
let memberToken: string;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  memberToken = await login(t, 'member');
});
afterAll(async () => {
  await t.close();
});

describe('live rooms', () => {
  it('lists the seeded word rooms with teachers (the demo teacher in each)', async () => {
    const res = await api.get<LiveRoom[]>(Api.liveWordList);
    expect(res.code).toBe(200);
    const rooms = res.rows as LiveRoom[];
    expect(res.total).toBe(3);
    expect(rooms.map((r) => r.title)).toEqual([
      '陈知远·价值投资直播间',
      '林海川·短线实战直播间',
      '王慕言·宏观策略早晚评',
    ]);
    for (const room of rooms) {
      expect(room.typeCode).toBe('word');
      expect(room.teachers.map((x) => x.name)).toContain('陈知远');
      expect(room.pic).toMatch(/^\/media\/live\/room-\d\.svg$/);
      expect(room.lastMessageAt).not.toBeNull();
    }
    expect(rooms.map((r) => r.isOpenComment)).toEqual([1, 1, 0]);
    const cover = await t.app.inject({ method: 'GET', url: rooms[0]!.pic });
    expect(cover.statusCode).toBe(200);
  });

  it('pages the list and requires a login for the authorized list', async () => {
    const page = await api.get<LiveRoom[]>(`${Api.liveWordList}?pageNum=2&pageSize=2`);
    expect(page.rows).toHaveLength(1);
    expect(page.total).toBe(3);
    expect(await api.get(Api.liveWordListAuthorized)).toMatchObject({ code: 401, msg: Msg.sessionExpired });
    const authorized = await api.get<LiveRoom[]>(Api.liveWordListAuthorized, { token: memberToken });
    expect(authorized.total).toBe(3);
  });

  it('answers room info for the default room and by id; unknown ids are a clear 404', async () => {
    const first = await api.get<LiveRoom>(Api.liveWordRoomInfo);
    expect(first.data).toMatchObject({ id: 1, title: '陈知远·价值投资直播间', isOpenComment: 1 });
    const third = await api.get<LiveRoom>(`${Api.liveWordInfo}/3`);
    expect(third.data).toMatchObject({ id: 3, isOpenComment: 0 });
    expect(await api.get(`${Api.liveWordInfo}/999`)).toMatchObject({ code: 404, msg: LiveMsg.roomNotFound });
    expect(await api.get(`${Api.liveWordInfo}/abc`)).toMatchObject({ code: 400 });
  });

  it('gives the room page its category tabs as chat links', async () => {
    const res = await api.get<LiveRoomNav>(`${Api.liveNavInfo}/word?id=2`);
    expect(res.data).toEqual({
      code: 'word',
      isOpenComment: 1,
      navList: [
        { title: '直播', link: '/pages/applets/chat/index?id=2&module=1&isOpenComment=1' },
        { title: '观点', link: '/pages/applets/chat/index?id=2&module=2&isOpenComment=1' },
        { title: '答疑', link: '/pages/applets/chat/index?id=2&module=3&isOpenComment=1' },
      ],
    });
    const closed = await api.get<LiveRoomNav>(`${Api.liveNavInfo}/word?id=3`);
    expect(closed.data?.navList[0]?.link).toBe('/pages/applets/chat/index?id=3&module=1&isOpenComment=0');
    expect(await api.get(`${Api.liveNavInfo}/video?id=1`)).toMatchObject({ code: 404 });
    expect(await api.get(`${Api.liveNavInfo}/audio?id=1`)).toMatchObject({ code: 400 });
  });

  it('lists categories and the teachers of a room', async () => {
    const categories = await api.get<LiveCategory[]>(Api.liveCategoryAll);
    expect((categories.rows as LiveCategory[]).map((c) => [c.id, c.title])).toEqual([
      [1, '直播'],
      [2, '观点'],
      [3, '答疑'],
    ]);
    const teachers = await api.get<LiveTeacher[]>(`${Api.liveTeachers}/3`);
    expect((teachers.rows as LiveTeacher[]).map((x) => x.name)).toEqual(['王慕言', '周明澈', '陈知远']);
    expect(await api.get(`${Api.liveTeachers}/999`)).toMatchObject({ code: 404, msg: LiveMsg.roomNotFound });
  });

  it('returns the risk notice as dictionary items', async () => {
    const res = await api.get<DictItem[]>(Api.riskTipDict);
    expect(res.code).toBe(200);
    expect(res.data?.[0]?.dictValue).toContain('市场有风险，投资需谨慎');
    expect((await api.get<DictItem[]>('/api/common/system/dict/d/unknown_type')).data).toEqual([]);
  });
});

describe('heats, likes and shares', () => {
  it('toggles a like (login required) and counts shares from anyone', async () => {
    const before = (await api.get<LiveHeats>(`${Api.liveHeats}/2`, { token: memberToken })).data as LiveHeats;
    expect(before).toMatchObject({ liveId: 2, liked: false, online: 0 });

    expect(await api.post(Api.liveLike, { liveId: 2 })).toMatchObject({ code: 401 });
    const liked = (await api.post<LiveHeats>(Api.liveLike, { liveId: 2 }, { token: memberToken }))
      .data as LiveHeats;
    expect(liked).toMatchObject({ liked: true, likes: before.likes + 1, heat: before.heat + 1 });
    const unliked = (await api.post<LiveHeats>(Api.liveLike, { liveId: 2 }, { token: memberToken }))
      .data as LiveHeats;
    expect(unliked).toMatchObject({ liked: false, likes: before.likes });

    const shared = (await api.post<LiveHeats>(Api.liveShare, { liveId: 2, channel: 'moments' }))
      .data as LiveHeats;
    expect(shared.shares).toBe(before.shares + 1);
    expect(await api.post(Api.liveShare, { liveId: 999 })).toMatchObject({ code: 404 });
    expect(await api.post(Api.liveShare, { liveId: 2, channel: 'fax' })).toMatchObject({ code: 400 });
    expect(await api.post(Api.liveLike, { liveId: 2, extra: 1 }, { token: memberToken })).toMatchObject({
      code: 400,
    });
  });
});
