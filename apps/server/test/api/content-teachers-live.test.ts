import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoPermissionData } from '@app/contract/access';
import type { ToggleResult } from '@app/contract/content';
import type { LiveVideoRoom, Playback } from '@app/contract/live-video';
import { PRIVATE_CACHE_CONTROL } from '@app/contract/limits';
import { ContentMsg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import type { TeacherCard } from '@app/contract/teacher';
import type { TeacherDetail } from '@app/contract/teacher-info';
import { eq } from 'drizzle-orm';
import { playbacks } from '../../src/db/schema/live';
import { getRaw, grantModule, revokeModules } from '../helpers/content';
import { client } from '../helpers/http';
import { loginAs } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof client>;
let demo: string;
let other: { token: string; memberId: number };

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  demo = (await loginAs(t, 'member')).token;
  other = await loginAs(t, 'teacher');
});
afterAll(async () => {
  await t.close();
});

describe('teachers', () => {
  it('list/2 carries follow state and follower counts; follow toggles them', async () => {
    const before = (await api.get<TeacherCard[]>(Api.teacherList2, { token: demo })).rows as TeacherCard[];
    expect(before).toHaveLength(5);
    const target = before[1] as TeacherCard;
    expect(target).toMatchObject({ followed: false, followers: 0 });
    expect((await api.post(Api.teacherFollow, { teacherId: target.id })).code).toBe(401);
    const on = await api.post<ToggleResult>(Api.teacherFollow, { teacherId: target.id }, { token: demo });
    expect(on.data).toEqual({ active: true, count: 1 });
    const after = (await api.get<TeacherCard[]>(Api.teacherList2, { token: demo })).rows as TeacherCard[];
    expect(after.find((x) => x.id === target.id)).toMatchObject({ followed: true, followers: 1 });
    const mine = (await api.get<TeacherCard[]>(Api.teacherFollowList, { token: demo })).rows as TeacherCard[];
    expect(mine.map((x) => x.id)).toEqual([target.id]);
    // Only the teacher sees who follows them; anyone else is answered as for a missing teacher.
    const followers = await api.get(`${Api.teacherFollows}?teacherId=${target.id}`, { token: demo });
    expect(followers).toMatchObject({ code: 404, msg: ContentMsg.teacherNotFound });
    expect(followers.rows).toBeUndefined();
    // Recommended teachers exclude the given one and rank the followed one first.
    const suggested = (await api.get<TeacherCard[]>(`${Api.teacherSuggestGood}?teacherId=${before[0]?.id}`))
      .rows as TeacherCard[];
    expect(suggested.map((x) => x.id)).not.toContain(before[0]?.id);
    expect(suggested[0]?.id).toBe(target.id);
    const off = await api.post<ToggleResult>(Api.teacherFollow, { teacherId: target.id }, { token: demo });
    expect(off.data).toEqual({ active: false, count: 0 });
    expect((await api.get(Api.teacherFollowList, { token: demo })).total).toBe(0);
    expect((await api.post(Api.teacherFollow, { teacherId: 999999 }, { token: demo })).code).toBe(404);
    expect((await api.get(`${Api.teacherFollows}?teacherId=999999`)).code).toBe(404);
  });

  it('teacher info: introduction, their courses, news and live rooms, locked entries flagged', async () => {
    const teachers = (await api.get<TeacherCard[]>(Api.teacherList2)).rows as TeacherCard[];
    const first = teachers[0] as TeacherCard;
    const info = (await api.get<TeacherDetail>(`${Api.teacherInfo}/${first.id}`)).data as TeacherDetail;
    expect(info.name).toBe(first.name);
    expect(info.description.length).toBeGreaterThan(10);
    expect(info.courses.length).toBeGreaterThan(0);
    expect(info.courses.every((c) => c.teacherList.some((x) => x.id === first.id))).toBe(true);
    expect(info.news.length).toBeGreaterThan(0);
    expect(info.liveRooms.length).toBe(1);
    const lockedNews = info.news.filter((n) => n.moduleId !== null);
    expect(lockedNews.every((n) => n.locked)).toBe(true);
    expect((await api.get(`${Api.teacherInfo}/999999`)).code).toBe(404);
  });
});

describe('live video rooms', () => {
  it('lists rooms on air first; the locked room carries no stream url', async () => {
    const rooms = (await api.get<LiveVideoRoom[]>(Api.liveVideoList)).rows as LiveVideoRoom[];
    expect(rooms).toHaveLength(2);
    expect(rooms[0]).toMatchObject({
      status: 'live',
      locked: false,
      streamUrl: '/media/video/live-1/index.m3u8',
    });
    expect(rooms[0]?.teachers.length).toBe(1);
    expect(rooms[1]).toMatchObject({ status: 'ended', locked: true, streamUrl: null });
    const authorized = (await api.get<LiveVideoRoom[]>(Api.liveVideoListAuthorized, { token: demo }))
      .rows as LiveVideoRoom[];
    expect(authorized.map((r) => r.id)).toEqual([rooms[0]?.id]);
  });

  it('room info answers 206 for the locked room and the stream to a holder', async () => {
    const rooms = (await api.get<LiveVideoRoom[]>(Api.liveVideoList)).rows as LiveVideoRoom[];
    const lockedRoom = rooms[1] as LiveVideoRoom;
    const res = await getRaw(t, `${Api.liveVideoInfo}/${lockedRoom.id}`, demo);
    expect(res.body.code).toBe(206);
    expect(res.body.data as NoPermissionData).toMatchObject({
      moduleName: '直播会员',
      goodsLink: '/pages/goods/index/index?id=3',
    });
    await grantModule(t, other.memberId, 'live_vip');
    const open = await getRaw(t, `${Api.liveVideoInfo}/${lockedRoom.id}`, other.token);
    expect(open.body.code).toBe(200);
    expect((open.body.data as LiveVideoRoom).streamUrl).toMatch(
      /^\/media\/video\/course-2\.mp4\?exp=\d+&sig=/,
    );
    expect(open.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const byQuery = await api.get<LiveVideoRoom>(`${Api.liveVideoRoomInfo}?id=${rooms[0]?.id}`);
    expect(byQuery.data?.id).toBe(rooms[0]?.id);
    expect((await api.get<LiveVideoRoom>(Api.liveVideoRoomInfo)).data?.id).toBe(rooms[0]?.id);
    expect((await api.get(`${Api.liveVideoInfo}/999999`)).code).toBe(404);
    await revokeModules(t, other.memberId);
  });
});

describe('playbacks', () => {
  it('lists replays with id and live.id; hidden ones only in /all; locked ones without url', async () => {
    const visible = (await api.get<Playback[]>(Api.playbackList)).rows as Playback[];
    const all = (await api.get<Playback[]>(Api.playbackListAll)).rows as Playback[];
    expect(visible).toHaveLength(3);
    expect(all).toHaveLength(4);
    expect((await api.get(Api.playbackListVisible)).total).toBe(3);
    // /allorvisible: visible ones to everyone; a hidden one also to whoever holds its module.
    expect((await api.get(Api.playbackListAllOrVisible)).total).toBe(3);
    const hidden = all.find((p) => !visible.some((v) => v.id === p.id)) as Playback;
    const moduleId = await grantModule(t, other.memberId, 'live_vip');
    await t.db.update(playbacks).set({ moduleId }).where(eq(playbacks.id, hidden.id));
    const held = await api.get<Playback[]>(Api.playbackListAllOrVisible, { token: other.token });
    expect(held.rows?.map((p) => p.id)).toContain(hidden.id);
    expect((await api.get(Api.playbackListAllOrVisible)).total).toBe(3);
    await t.db.update(playbacks).set({ moduleId: null }).where(eq(playbacks.id, hidden.id));
    await revokeModules(t, other.memberId);
    for (const p of visible) expect(p.live.id).toBe(p.liveId);
    const lockedOne = visible.find((p) => p.locked) as Playback;
    expect(lockedOne.videoUrl).toBeNull();
    expect(visible.filter((p) => !p.locked).every((p) => p.videoUrl?.startsWith('/media/video/'))).toBe(true);
    const room = visible[0]?.liveId as number;
    const ofRoom = (await api.get<Playback[]>(`${Api.playbackListLiveroom}?liveId=${room}`))
      .rows as Playback[];
    expect(ofRoom.every((p) => p.liveId === room)).toBe(true);
    expect((await api.get(`${Api.playbackList}?pageSize=101`)).code).toBe(400);
  });

  it('replay info: 206 for a locked one, the video for a free one', async () => {
    const visible = (await api.get<Playback[]>(Api.playbackList)).rows as Playback[];
    const freeOne = visible.find((p) => !p.locked) as Playback;
    const info = await api.get<Playback>(`${Api.playbackInfo}/${freeOne.id}`);
    expect(info.data).toMatchObject({ id: freeOne.id, liveId: freeOne.liveId, visits: freeOne.visits + 1 });
    const lockedOne = visible.find((p) => p.locked) as Playback;
    expect((await api.get(`${Api.playbackInfo}/${lockedOne.id}`, { token: demo })).code).toBe(206);
    expect((await api.get(`${Api.playbackInfo}/999999`)).code).toBe(404);
  });
});

describe('video files', () => {
  it('serves a free video file with HTTP range requests (206 Partial Content)', async () => {
    // Paid files need a signed link (media-signed.test.ts); this one only free content links.
    const file = '/media/video/live-1/init.mp4';
    const full = await t.app.inject({ method: 'GET', url: file });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('video/mp4');
    expect(full.headers['accept-ranges']).toBe('bytes');
    const size = Number(full.headers['content-length']);
    expect(size).toBeGreaterThan(1000);
    const part = await t.app.inject({
      method: 'GET',
      url: file,
      headers: { range: 'bytes=100-1099' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${size}`);
    expect(part.rawPayload.length).toBe(1000);
    expect(part.rawPayload.equals(full.rawPayload.subarray(100, 1100))).toBe(true);
  });

  it('serves the HLS playlist and its segments', async () => {
    const playlist = await t.app.inject({ method: 'GET', url: '/media/video/live-1/index.m3u8' });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('#EXTM3U');
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.m4s')) as string;
    const init = await t.app.inject({ method: 'GET', url: '/media/video/live-1/init.mp4' });
    expect(init.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const part = await t.app.inject({ method: 'GET', url: `/media/video/live-1/${segment}` });
    expect(part.statusCode).toBe(200);
    // A fragmented-MP4 media segment is made of boxes (styp/moof/mdat).
    expect(part.rawPayload.includes(Buffer.from('moof'))).toBe(true);
  });
});
