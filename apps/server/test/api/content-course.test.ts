import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoPermissionData } from '@app/contract/access';
import type { Comment, SharePayload, ToggleResult } from '@app/contract/content';
import type {
  CourseCategory,
  CourseChapter,
  CourseDetail,
  CourseItem,
  CourseSection,
  CourseTabInfo,
} from '@app/contract/course';
import { PRIVATE_CACHE_CONTROL, PROGRESS_POSITION_MAX_SECONDS } from '@app/contract/limits';
import { ContentMsg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { eq } from 'drizzle-orm';
import { courses as courseTable } from '../../src/db/schema/courses';
import { members } from '../../src/db/schema/members';
import { getRaw, moduleIdOf } from '../helpers/content';
import { client } from '../helpers/http';
import { loginAs } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof client>;
/** Holds 实战课程 (course_pro), lacks VIP内参. */
let demo: string;
let demoId: number;
/** Holds nothing. */
let other: string;
let courses: CourseItem[];
let freeCourse: CourseItem;
let proCourse: CourseItem;
let vipCourse: CourseItem;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  const d = await loginAs(t, 'member');
  demo = d.token;
  demoId = d.memberId;
  other = (await loginAs(t, 'teacher')).token;
  courses = (await api.get<CourseItem[]>(Api.courseGetList)).rows as CourseItem[];
  const pro = await moduleIdOf(t, 'course_pro');
  const vip = await moduleIdOf(t, 'vip_news');
  freeCourse = courses.find((c) => c.moduleId === null) as CourseItem;
  proCourse = courses.find((c) => c.moduleId === pro) as CourseItem;
  vipCourse = courses.find((c) => c.moduleId === vip) as CourseItem;
});
afterAll(async () => {
  await t.close();
});

describe('course lists', () => {
  it('lists cards with teacher names, visits, price fields and lock flags; never the video or intro', async () => {
    expect(courses).toHaveLength(5);
    expect(freeCourse).toMatchObject({ price: 0, locked: false, isReplay: true });
    expect(freeCourse.teacher.length).toBeGreaterThan(1);
    expect(proCourse).toMatchObject({
      locked: true,
      price: 299,
      cycle: 12,
      cycleUnit: 'month',
      isShowPrice: 1,
    });
    const raw = await getRaw(t, Api.courseGetList);
    expect(JSON.stringify(raw.body)).not.toMatch(/\/media\/video\/|<p>/);
    expect(raw.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const mine = (await api.get<CourseItem[]>(Api.courseGetList, { token: demo })).rows as CourseItem[];
    expect(mine.find((c) => c.id === proCourse.id)?.locked).toBe(false);
    expect(mine.find((c) => c.id === vipCourse.id)?.locked).toBe(true);
  });

  it('filters by category and teacher; variants answer; page sizes are capped', async () => {
    const categories = (await api.get<CourseCategory[]>(Api.courseCategoryList)).rows as CourseCategory[];
    expect(categories.map((c) => c.title)).toEqual(['入门必修', '技术分析', '价值投资', '宏观策略']);
    expect((await api.get(Api.courseCategoryAll)).total).toBe(4);
    const first = categories[0] as CourseCategory;
    const inFirst = (await api.get<CourseItem[]>(`${Api.courseGetList}?categoryId=${first.id}`))
      .rows as CourseItem[];
    expect(inFirst.length).toBe(2);
    expect(inFirst.every((c) => c.categoryId === first.id)).toBe(true);
    const teacherId = proCourse.teacherList[0]?.id as number;
    const byTeacher = (await api.get<CourseItem[]>(`${Api.courseGetList}?teacherId=${teacherId}`))
      .rows as CourseItem[];
    expect(byTeacher.every((c) => c.teacherList.some((x) => x.id === teacherId))).toBe(true);
    for (const path of [Api.courseListAll, Api.courseListAllOrVisible, Api.courseListVisible])
      expect((await api.get(path)).total).toBe(5);
    // A hidden course leaves the public lists, stays in /all, and in /allorvisible for its teachers.
    await t.db.update(courseTable).set({ visible: false }).where(eq(courseTable.id, proCourse.id));
    const ids = async (path: string, token?: string) =>
      ((await api.get<CourseItem[]>(path, token ? { token } : {})).rows ?? []).map((c) => c.id);
    expect(await ids(Api.courseGetList)).not.toContain(proCourse.id);
    expect(await ids(Api.courseListVisible)).not.toContain(proCourse.id);
    expect(await ids(Api.courseListAll)).toContain(proCourse.id);
    expect(await ids(Api.courseListAllOrVisible)).not.toContain(proCourse.id);
    await t.db
      .update(members)
      .set({ teacherId: proCourse.teacherList[0]?.id ?? null })
      .where(eq(members.id, demoId));
    expect(await ids(Api.courseListAllOrVisible, demo)).toContain(proCourse.id);
    await t.db.update(members).set({ teacherId: null }).where(eq(members.id, demoId));
    await t.db.update(courseTable).set({ visible: true }).where(eq(courseTable.id, proCourse.id));
    const related = (await api.get<CourseItem[]>(`${Api.courseGetList}/${freeCourse.id}`))
      .rows as CourseItem[];
    expect(related.every((c) => c.id !== freeCourse.id && c.categoryId === freeCourse.categoryId)).toBe(true);
    expect((await api.get(`${Api.courseGetList}/999999`)).code).toBe(404);
    expect((await api.get(`${Api.courseGetList}?pageSize=500`)).code).toBe(400);
  });

  it('lists authorized courses per caller', async () => {
    const visitorOnes = (await api.get<CourseItem[]>(Api.courseListAuthorized)).rows as CourseItem[];
    expect(visitorOnes.every((c) => c.moduleId === null)).toBe(true);
    const demoOnes = (await api.get<CourseItem[]>(Api.courseListAuthorized, { token: demo }))
      .rows as CourseItem[];
    expect(demoOnes.map((c) => c.id)).toContain(proCourse.id);
    expect(demoOnes.map((c) => c.id)).not.toContain(vipCourse.id);
  });

  it('serves the course tab', async () => {
    const tab = (await api.get<CourseTabInfo>(Api.courseTabInfo)).data as CourseTabInfo;
    expect(tab).toMatchObject({
      title: '全部课程',
      shareTitle: '全部课程',
      sharePath: '/pages/course/list/index/index',
    });
    expect(tab.categories).toHaveLength(4);
    expect(tab.recommended).toHaveLength(5);
  });
});

describe('course detail (206 rule)', () => {
  it('answers 206 to callers lacking the module, with the product link', async () => {
    for (const token of [undefined, other]) {
      const res = await getRaw(t, `${Api.courseInfo}/${proCourse.id}`, token);
      expect(res.body.code).toBe(206);
      expect(res.body.data as NoPermissionData).toMatchObject({
        moduleName: '实战课程',
        goodsLink: '/pages/goods/index/index?id=2',
      });
      expect(JSON.stringify(res.body)).not.toContain('/media/video/');
    }
    expect((await api.get(`${Api.courseInfo}/${vipCourse.id}`, { token: demo })).code).toBe(206);
    expect((await api.get(`${Api.courseInfo}/999999`)).code).toBe(404);
  });

  it('gives the holder sections, chapters with video urls and private caching', async () => {
    const res = await getRaw(t, `${Api.courseInfo}/${proCourse.id}`, demo);
    expect(res.body.code).toBe(200);
    expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const detail = res.body.data as CourseDetail;
    expect(detail.content).toContain('<p>');
    expect(detail.sections.length).toBeGreaterThan(0);
    const chapter = detail.sections[0]?.chapters[0] as CourseChapter;
    // A paid course's videos are signed links (see media-signed.test.ts).
    expect(chapter.videoUrl).toMatch(/^\/media\/video\/.+\.(mp4|m3u8)\?exp=\d+&sig=[\w-]+$/);
    expect(detail.lastProgress).toBeNull();
  });

  it('section list hides video urls of a locked course and shows them when unlocked', async () => {
    const lockedList = (await api.get<CourseSection[]>(`${Api.courseSectionList}?courseId=${proCourse.id}`))
      .rows as CourseSection[];
    const chapters = lockedList.flatMap((s) => s.chapters);
    expect(chapters.length).toBeGreaterThan(0);
    expect(chapters.every((c) => c.videoUrl === null && c.locked)).toBe(true);
    const open = (
      await api.get<CourseSection[]>(`${Api.courseSectionList}?courseId=${proCourse.id}`, { token: demo })
    ).rows as CourseSection[];
    expect(open.flatMap((s) => s.chapters).every((c) => c.videoUrl !== null)).toBe(true);
    expect((await api.get(`${Api.courseSectionList}?courseId=999999`)).code).toBe(404);
    expect((await api.get(Api.courseSectionList)).code).toBe(400);
  });

  it('section and chapter info variants follow the same rule', async () => {
    const sections = (
      await api.get<CourseSection[]>(`${Api.courseSectionList}?courseId=${proCourse.id}`, { token: demo })
    ).rows as CourseSection[];
    const section = sections[0] as CourseSection;
    for (const path of [Api.courseSectionGetInfo, Api.courseSectionInfo2, Api.courseSectionInfo3]) {
      expect((await api.get(`${path}/${section.id}`)).code).toBe(206);
      expect((await api.get<CourseSection>(`${path}/${section.id}`, { token: demo })).data?.id).toBe(
        section.id,
      );
      expect((await api.get(`${path}/999999`)).code).toBe(404);
    }
    const chapterId = section.chapters[0]?.id as number;
    expect((await api.get(`${Api.courseSectionInfoView}/${chapterId}`, { token: other })).code).toBe(206);
    const chapter = await api.get<CourseChapter>(`${Api.courseSectionInfoView}/${chapterId}`, {
      token: demo,
    });
    expect(chapter.data?.videoUrl).toMatch(/^\/media\/video\//);
  });
});

describe('progress', () => {
  it('saves chapter progress and resumes it in the course info', async () => {
    const detail = (await api.get<CourseDetail>(`${Api.courseInfo}/${freeCourse.id}`, { token: demo }))
      .data as CourseDetail;
    const section = detail.sections[1] as CourseSection;
    const chapter = section.chapters[0] as CourseChapter;
    const saved = await api.post(
      Api.courseViewSave,
      { sectionId: section.id, chapterId: chapter.id, position: 4 },
      { token: demo },
    );
    expect(saved).toMatchObject({ code: 200, data: { saved: true } });
    await api.post(Api.courseViewSave, { chapterId: chapter.id, position: 5 }, { token: demo });
    const again = (await api.get<CourseDetail>(`${Api.courseInfo}/${freeCourse.id}`, { token: demo }))
      .data as CourseDetail;
    expect(again.lastProgress).toMatchObject({ sectionId: section.id, chapterId: chapter.id, position: 5 });
    expect(again.sections[1]?.chapters[0]?.position).toBe(5);
    // Another member does not see it.
    const others = (await api.get<CourseDetail>(`${Api.courseInfo}/${freeCourse.id}`, { token: other }))
      .data as CourseDetail;
    expect(others.lastProgress).toBeNull();
    // Positions past the end are clamped to the chapter's duration.
    await api.post(Api.courseViewSave, { chapterId: chapter.id, position: 3600 }, { token: demo });
    const clamped = (
      await api.get<CourseChapter>(`${Api.courseSectionInfoView}/${chapter.id}`, { token: demo })
    ).data;
    expect(clamped?.position).toBe(chapter.duration);
  });

  it('validates what it accepts', async () => {
    const detail = (await api.get<CourseDetail>(`${Api.courseInfo}/${freeCourse.id}`)).data as CourseDetail;
    const chapter = detail.sections[0]?.chapters[0] as CourseChapter;
    expect(
      (await api.post(Api.courseViewSave, { chapterId: chapter.id, position: -1 }, { token: demo })).code,
    ).toBe(400);
    expect(
      (
        await api.post(
          Api.courseViewSave,
          { chapterId: chapter.id, position: PROGRESS_POSITION_MAX_SECONDS + 1 },
          { token: demo },
        )
      ).code,
    ).toBe(400);
    expect((await api.post(Api.courseViewSave, { position: 3 }, { token: demo })).code).toBe(400);
    expect(
      (await api.post(Api.courseViewSave, { chapterId: 999999, position: 3 }, { token: demo })).code,
    ).toBe(404);
    expect(
      (
        await api.post(
          Api.courseViewSave,
          { chapterId: chapter.id, sectionId: 999999, position: 3 },
          { token: demo },
        )
      ).code,
    ).toBe(400);
    // Visitors are answered 200 but nothing is stored.
    expect(await api.post(Api.courseViewSave, { chapterId: chapter.id, position: 3 })).toMatchObject({
      code: 200,
      data: { saved: false },
    });
    const proChapter = (await api.get<CourseSection[]>(`${Api.courseSectionList}?courseId=${proCourse.id}`))
      .rows?.[0]?.chapters[0] as CourseChapter;
    expect(
      (await api.post(Api.courseViewSave, { chapterId: proChapter.id, position: 1 }, { token: other })).code,
    ).toBe(206);
  });
});

describe('like, follow, comment, share, my courses', () => {
  it('toggles like and follow; my courses and follow list follow suit', async () => {
    const like = await api.post<ToggleResult>(Api.courseLike, { courseId: freeCourse.id }, { token: demo });
    expect(like.data).toEqual({ active: true, count: freeCourse.likes + 1 });
    expect(
      (await api.get<CourseDetail>(`${Api.courseInfo}/${freeCourse.id}`, { token: demo })).data?.liked,
    ).toBe(true);
    expect(
      (await api.post<ToggleResult>(Api.courseLike, { courseId: freeCourse.id }, { token: demo })).data
        ?.active,
    ).toBe(false);

    expect((await api.get(Api.courseListMy)).code).toBe(401);
    expect((await api.get(Api.courseListMy, { token: demo })).total).toBe(0);
    const follow = await api.post<ToggleResult>(
      Api.courseFollow,
      { courseId: freeCourse.id },
      { token: demo },
    );
    expect(follow).toMatchObject({ msg: ContentMsg.followed, data: { active: true } });
    expect(
      ((await api.get<CourseItem[]>(Api.courseListMy, { token: demo })).rows as CourseItem[]).map(
        (c) => c.id,
      ),
    ).toEqual([freeCourse.id]);
    expect((await api.get(Api.courseFollowList, { token: demo })).total).toBe(1);
    await api.post(Api.courseFollow, { courseId: freeCourse.id }, { token: demo });
    expect((await api.get(Api.courseFollowList, { token: demo })).total).toBe(0);
    expect((await api.post(Api.courseFollow, { courseId: 999999 }, { token: demo })).code).toBe(404);
  });

  it('comments (sanitized, limited, gated) and lists them', async () => {
    expect((await api.post(Api.courseComment, { courseId: freeCourse.id, content: '好课' })).code).toBe(401);
    const res = await api.post(
      Api.courseComment,
      { courseId: freeCourse.id, content: '<a href="javascript:x">老师讲得好</a>' },
      { token: demo },
    );
    expect(res.code).toBe(200);
    const list = (await api.get<Comment[]>(`${Api.courseCommentList}/${freeCourse.id}`)).rows as Comment[];
    expect(list[0]?.content).toBe('老师讲得好');
    expect(
      (await api.post(Api.courseComment, { courseId: freeCourse.id, content: '' }, { token: demo })).code,
    ).toBe(400);
    expect(
      (await api.post(Api.courseComment, { courseId: proCourse.id, content: '好' }, { token: other })).code,
    ).toBe(206);
  });

  it('shares: records it and returns the share payload', async () => {
    const res = await api.post<SharePayload>(
      Api.courseShare,
      { courseId: freeCourse.id, url: '/pages/course/video/index/index' },
      { token: demo },
    );
    expect(res.data).toMatchObject({ title: freeCourse.title, pic: freeCourse.pic });
    expect(res.data?.shareUrl).toBe(
      `/pages/course/video/index/index?id=${freeCourse.id}&parentMemberId=${demoId}`,
    );
    expect((await api.post(Api.courseShare, { courseId: 999999 })).code).toBe(404);
  });
});
