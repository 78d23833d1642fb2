import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsItem, Order } from '@app/contract/commerce';
import type { CourseChapter, CourseDetail, CourseItem } from '@app/contract/course';
import type { LiveVideoRoom, Playback } from '@app/contract/live-video';
import { MEDIA_URL_BUCKET_MS, MEDIA_URL_TTL_MS, PAID_MEDIA_INDEX_TTL_MS } from '@app/contract/limits';
import { Api } from '@app/contract/paths';
import { serverRoot } from '../../src/config';
import { courseChapters, courseSections, courses } from '../../src/db/schema/courses';
import { registerMember } from '../helpers/accounts';
import { buyWithSandbox, shopper } from '../helpers/commerce';
import { grantModule, moduleIdOf, revokeModules } from '../helpers/content';
import { client } from '../helpers/http';
import { login } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Paid videos (files linked by a course, video room or replay tied to a module) are never public files:
// only a caller who may watch gets a signed, expiring link; the plain address answers 403.
const mediaDir = path.join(serverRoot, 'media');
const onDisk = (url: string) =>
  readFileSync(path.join(mediaDir, url.replace(/^\/media\//, '').split('?')[0]!));
const HLS = '/media/video/live-1/index.m3u8';

let t: TestApp;
let api: ReturnType<typeof client>;
/** Holds 实战课程 (course_pro). */
let holder: string;
/** Holds nothing. */
let lacking: string;
let proCourse: CourseItem;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function chaptersOf(courseId: number, token: string): Promise<CourseChapter[]> {
  const res = await api.get<CourseDetail>(`${Api.courseInfo}/${courseId}`, { token });
  expect(res.code, res.msg).toBe(200);
  return (res.data as CourseDetail).sections.flatMap((s) => s.chapters);
}

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  holder = await login(t, 'member');
  lacking = (await registerMember(t)).login.token;
  const pro = await moduleIdOf(t, 'course_pro');
  const list = (await api.get<CourseItem[]>(Api.courseGetList)).rows as CourseItem[];
  proCourse = list.find((c) => c.moduleId === pro) as CourseItem;
});
afterAll(async () => {
  await t.close();
});

describe('paid video files', () => {
  it('answer 403 at their plain address, to visitors and to members alike', async () => {
    const chapters = await chaptersOf(proCourse.id, holder);
    const plain = (chapters[0]?.videoUrl ?? '').split('?')[0] as string;
    expect(plain).toMatch(/^\/media\/video\/.+\.mp4$/);
    const callers: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${lacking}` },
      { authorization: `Bearer ${holder}` },
    ];
    for (const headers of callers) {
      const res = await get(plain, headers);
      expect(res.statusCode).toBe(403);
      expect(res.rawPayload.length).toBeLessThan(100);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // Other spellings of the same file do not slip past.
    const name = plain.slice('/media/video/'.length);
    for (const url of [
      `/media/video/../video/${name}`,
      `/media/video//${name}`,
      `/media/./video/${name}`,
      `/media/video/%${name.charCodeAt(0).toString(16)}${name.slice(1)}`,
      `/media/VIDEO/${name.toUpperCase()}`,
      `/media/video%2f${name}`,
    ]) {
      expect([403, 404], url).toContain((await get(url)).statusCode);
    }
  });

  it('a member without the module gets no link at all', async () => {
    const res = await api.get(`${Api.courseInfo}/${proCourse.id}`, { token: lacking });
    expect(res.code).toBe(206);
    expect(JSON.stringify(res)).not.toContain('/media/video/');
  });

  it('the holder’s signed link plays, with HTTP range requests, cached privately', async () => {
    const url = (await chaptersOf(proCourse.id, holder))[0]?.videoUrl as string;
    expect(url).toMatch(/^\/media\/video\/.+\.mp4\?exp=\d+&sig=[\w-]{43}$/);
    const bytes = onDisk(url);
    const full = await get(url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('video/mp4');
    expect(full.rawPayload.equals(bytes)).toBe(true);
    expect(full.headers['cache-control']).toMatch(/^private, max-age=\d+$/);

    const part = await get(url, { range: 'bytes=100-1099' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 1100))).toBe(true);
    expect(part.headers['cache-control']).toMatch(/^private, /);
  });

  it('refuses a tampered, borrowed or expired signature', async () => {
    const url = (await chaptersOf(proCourse.id, holder))[0]?.videoUrl as string;
    const [plain, query] = url.split('?') as [string, string];
    const params = new URLSearchParams(query);
    const sig = params.get('sig') as string;
    const exp = Number(params.get('exp'));
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const other = plain.endsWith('course-3.mp4') ? '/media/video/course-1.mp4' : '/media/video/course-3.mp4';
    for (const bad of [
      `${plain}?exp=${exp}&sig=${flipped}`,
      `${plain}?exp=${exp + 3600}&sig=${sig}`,
      `${plain}?exp=${exp}`,
      `${plain}?sig=${sig}`,
      `${plain}?exp=abc&sig=${sig}`,
      `${other}?exp=${exp}&sig=${sig}`,
    ]) {
      expect((await get(bad)).statusCode, bad).toBe(403);
    }

    expect((await get(url)).statusCode).toBe(200);
    t.clock.advance(MEDIA_URL_TTL_MS + MEDIA_URL_BUCKET_MS + 1000);
    expect((await get(url)).statusCode).toBe(403);
    expect((await get(url, { range: 'bytes=0-10' })).statusCode).toBe(403);
    // A fresh link works again.
    const fresh = (await chaptersOf(proCourse.id, holder))[0]?.videoUrl as string;
    expect(fresh).not.toBe(url);
    expect((await get(fresh)).statusCode).toBe(200);
  });

  it('paid replays and video rooms hand out signed links too', async () => {
    const grantee = (await registerMember(t)).login;
    await grantModule(t, grantee.memberId, 'live_vip');
    const token = grantee.token;
    const replays = (await api.get<Playback[]>(Api.playbackList, { token })).rows as Playback[];
    const paidReplay = replays.find((p) => p.moduleId !== null) as Playback;
    expect(paidReplay.videoUrl).toMatch(/\?exp=\d+&sig=/);
    expect((await get(paidReplay.videoUrl as string)).statusCode).toBe(200);
    expect((await get((paidReplay.videoUrl as string).split('?')[0] as string)).statusCode).toBe(403);
    const rooms = (await api.get<LiveVideoRoom[]>(Api.liveVideoList, { token })).rows as LiveVideoRoom[];
    const paidRoom = rooms.find((r) => r.moduleId !== null) as LiveVideoRoom;
    expect((await get(paidRoom.streamUrl as string)).statusCode).toBe(200);
  });
});

/** Seconds from the app's clock to a signed link's expiry. */
const lifetimeOf = (url: string) =>
  Number(new URL(url, 'http://x').searchParams.get('exp')) - t.clock.now().getTime() / 1000;

describe('after a refund', () => {
  it('links live minutes: the refunded member gets no new one and the old one dies with its lifetime', async () => {
    const buyer = await shopper(t);
    const pro = await moduleIdOf(t, 'course_pro');
    const goods = (await api.get<GoodsItem[]>(`${Api.goodsListModule}/${pro}`)).rows as GoodsItem[];
    const order = await buyWithSandbox(t, buyer.token, { goodsId: goods[0]?.id });
    expect(order.status).toBe('FULFILLED');
    const url = (await chaptersOf(proCourse.id, buyer.token))[0]?.videoUrl as string;
    expect(url).toMatch(/\?exp=\d+&sig=/);
    // Minutes, not hours (it was at least 4 h, rounded up to the hour).
    expect(lifetimeOf(url)).toBeGreaterThan(60);
    expect(lifetimeOf(url)).toBeLessThanOrEqual((MEDIA_URL_TTL_MS + MEDIA_URL_BUCKET_MS) / 1000);
    expect(lifetimeOf(url)).toBeLessThanOrEqual(15 * 60);

    const refunded = await api.post<Order>(
      Api.orderRefund,
      { orderNo: order.orderNo, reason: '不想学了' },
      { token: buyer.token },
    );
    expect(refunded.data?.status).toBe('REFUNDED');
    // No new link: the course answers locked, with no address of any video in it.
    const res = await api.get(`${Api.courseInfo}/${proCourse.id}`, { token: buyer.token });
    expect(res.code).toBe(206);
    expect(JSON.stringify(res)).not.toContain('/media/video/');
    // The link already handed out plays until its lifetime passes, then never again.
    expect((await get(url)).statusCode).toBe(200);
    t.clock.advance(lifetimeOf(url) * 1000 + 1000);
    expect((await get(url)).statusCode).toBe(403);
  });
});

describe('a replay’s link renewed by its player', () => {
  it('is a fresh signed link, not another play, and is refused once the member lost the module', async () => {
    const grantee = (await registerMember(t)).login;
    await grantModule(t, grantee.memberId, 'live_vip');
    const token = grantee.token;
    const replays = (await api.get<Playback[]>(Api.playbackList, { token })).rows as Playback[];
    const paid = replays.find((p) => p.moduleId !== null) as Playback;
    const opened = (await api.get<Playback>(`${Api.playbackInfo}/${paid.id}`, { token })).data as Playback;
    t.clock.advance(MEDIA_URL_BUCKET_MS * 2);
    const renewed = await api.get<Playback>(`${Api.playbackInfo}/${paid.id}?renew=1`, { token });
    expect(renewed.data?.visits).toBe(opened.visits);
    expect(lifetimeOf(renewed.data?.videoUrl as string)).toBeGreaterThan(
      lifetimeOf(opened.videoUrl as string),
    );
    expect((await get(renewed.data?.videoUrl as string)).statusCode).toBe(200);
    const again = (await api.get<Playback>(`${Api.playbackInfo}/${paid.id}`, { token })).data as Playback;
    expect(again.visits).toBe(opened.visits + 1);

    await revokeModules(t, grantee.memberId);
    const refused = await api.get(`${Api.playbackInfo}/${paid.id}?renew=1`, { token });
    expect(refused.code).toBe(206);
    expect(JSON.stringify(refused)).not.toContain('/media/video/');
  });
});

describe('free media', () => {
  it('stays public and cacheable at its plain address', async () => {
    for (const url of ['/media/icons/tab-home.svg', HLS, '/media/video/live-1/segment-00.m4s']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(/^public, max-age=\d+/);
    }
    const rooms = (await api.get<LiveVideoRoom[]>(Api.liveVideoList)).rows as LiveVideoRoom[];
    expect(rooms.find((r) => r.moduleId === null)?.streamUrl).toBe(HLS);
  });
});

describe('a paid HLS stream', () => {
  let hlsCourseId: number;
  beforeAll(async () => {
    // A paid course whose chapter streams the HLS folder: the playlist and every segment become paid.
    const pro = await moduleIdOf(t, 'course_pro');
    const [course] = await t.db
      .insert(courses)
      .values({
        categoryId: 1,
        title: '付费直播课',
        pic: '/media/banners/banner-1.svg',
        description: 'HLS',
        moduleId: pro,
        publishedAt: t.clock.now(),
      })
      .returning();
    const [section] = await t.db
      .insert(courseSections)
      .values({ courseId: course!.id, title: '第一章' })
      .returning();
    await t.db
      .insert(courseChapters)
      .values({ sectionId: section!.id, title: '1.1', videoUrl: HLS, duration: 6 });
    hlsCourseId = course!.id;
    t.clock.advance(PAID_MEDIA_INDEX_TTL_MS + 1);
  });
  afterAll(async () => {
    await t.db.delete(courseChapters).where(eq(courseChapters.videoUrl, HLS));
  });

  it('refuses the playlist and every segment at their plain addresses', async () => {
    for (const file of ['index.m3u8', 'init.mp4', 'segment-00.m4s', 'segment-02.m4s']) {
      const url = `/media/video/live-1/${file}`;
      expect((await get(url)).statusCode, url).toBe(403);
      expect((await get(url, { authorization: `Bearer ${holder}` })).statusCode, url).toBe(403);
    }
  });

  it('serves the holder a playlist whose every segment address is signed', async () => {
    const url = (await chaptersOf(hlsCourseId, holder))[0]?.videoUrl as string;
    expect(url).toMatch(/^\/media\/video\/live-1\/index\.m3u8\?exp=\d+&sig=/);
    const playlist = await get(url);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
    expect(playlist.headers['cache-control']).toMatch(/^private/);
    const lines = playlist.body.split('\n');
    const segments = lines.filter((l) => l && !l.startsWith('#'));
    expect(segments).toHaveLength(3);
    const map = /URI="([^"]+)"/.exec(lines.find((l) => l.startsWith('#EXT-X-MAP')) ?? '')?.[1] as string;
    for (const signed of [map, ...segments]) {
      expect(signed).toMatch(/^\/media\/video\/live-1\/[\w-]+\.(mp4|m4s)\?exp=\d+&sig=[\w-]+$/);
      const res = await get(signed);
      expect(res.statusCode, signed).toBe(200);
      expect(res.rawPayload.equals(onDisk(signed))).toBe(true);
    }
    // A segment's signature is its own: it opens no other file.
    const [first, second] = segments as [string, string];
    const borrowed = `${second.split('?')[0]}?${first.split('?')[1]}`;
    expect((await get(borrowed)).statusCode).toBe(403);
  });

  it('signs the segments anew on every read of the playlist, so a copied segment link dies in minutes', async () => {
    const url = (await chaptersOf(hlsCourseId, holder))[0]?.videoUrl as string;
    const segmentsOf = async () =>
      (await get(url)).body.split('\n').filter((l) => l && !l.startsWith('#')) as [string, ...string[]];
    const [copied] = await segmentsOf();
    t.clock.advance(MEDIA_URL_BUCKET_MS * 2);
    const [reread] = await segmentsOf();
    // The player that reads the playlist again gets links that outlive the copied one.
    expect(lifetimeOf(reread)).toBeGreaterThan(lifetimeOf(copied));
    t.clock.advance(lifetimeOf(copied) * 1000 + 1000);
    expect((await get(copied)).statusCode).toBe(403);
    expect((await get(reread)).statusCode).toBe(200);
  });

  it('free content linking the same stream hands every caller a signed link', async () => {
    const rooms = (await api.get<LiveVideoRoom[]>(Api.liveVideoList)).rows as LiveVideoRoom[];
    const freeRoom = rooms.find((r) => r.moduleId === null) as LiveVideoRoom;
    expect(freeRoom.streamUrl).toMatch(/^\/media\/video\/live-1\/index\.m3u8\?exp=\d+&sig=/);
    expect((await get(freeRoom.streamUrl as string)).statusCode).toBe(200);
  });
});
