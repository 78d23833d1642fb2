import { eq, inArray, sql } from 'drizzle-orm';
import { LIVE_DEFAULT_CATEGORY_ID } from '@app/contract/limits';
import type { Database } from '../db/client';
import { accessModules, memberLevelModules, memberLevels, memberModules } from '../db/schema/access';
import { appSettings } from '../db/schema/app-settings';
import {
  courseCategories,
  courseChapters,
  courseSections,
  courseTeachers,
  courses,
} from '../db/schema/courses';
import { liveMessages, liveRooms, liveRoomTeachers, playbacks } from '../db/schema/live';
import { members } from '../db/schema/members';
import { news } from '../db/schema/news';
import { teachers } from '../db/schema/teachers';
import { articles, viewpoints } from '../db/schema/viewpoints';
import type { Clock } from '../lib/clock';
import { sanitizeChatHtml } from '../lib/sanitize-rich-text';
import { createAdRepository } from '../modules/ad/ad.repository';
import { createAdService } from '../modules/ad/ad.service';
import {
  demoMemberModule,
  seedAccessModules,
  seedAds,
  seedArticles,
  seedCourseCategories,
  seedCourses,
  seedLockedNews,
  seedMemberLevels,
  seedPlaybacks,
  seedVideoRooms,
  seedViewpoints,
  type SeedModuleCode,
} from './data/content';
import { seedTeachers } from './data/teachers';
import { demoMember } from './demo-accounts';
import { articleHtml } from './rich-text';

export const CONTENT_SEED_MARKER = 'seed:content';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Every demo clip is 6 seconds (scripts/make-videos.sh). */
const CLIP_SECONDS = 6;

/** Courses, paid modules, live video and replays, viewpoints and ads (issue 4); its own marker. */
export async function seedContent(db: Database, clock: Clock): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${CONTENT_SEED_MARKER}))`);
    const marker = await tx
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, CONTENT_SEED_MARKER))
      .limit(1);
    if (marker.length > 0) return { seeded: false };
    const now = clock.now();
    const ago = (ms: number) => new Date(now.getTime() - ms);

    const teacherRows = await tx
      .select({ id: teachers.id, name: teachers.name })
      .from(teachers)
      .where(
        inArray(
          teachers.name,
          seedTeachers.map((t) => t.name),
        ),
      );
    const teacherId = (position: number) => {
      const row = teacherRows.find((t) => t.name === seedTeachers[position - 1]?.name);
      if (!row) throw new Error(`seed teacher ${position} is missing`);
      return row.id;
    };
    const [demo] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, demoMember.username))
      .limit(1);
    if (!demo) throw new Error('demo member is missing');

    const moduleRows = await tx
      .insert(accessModules)
      .values(seedAccessModules.map((m, i) => ({ ...m, sort: i + 1 })))
      .returning({ id: accessModules.id, code: accessModules.code });
    const moduleId = (code: SeedModuleCode | null) => {
      if (code === null) return null;
      const row = moduleRows.find((m) => m.code === code);
      if (!row) throw new Error(`seed module ${code} is missing`);
      return row.id;
    };
    for (const [i, level] of seedMemberLevels.entries()) {
      const [row] = await tx
        .insert(memberLevels)
        .values({ name: level.name, description: level.description, sort: i + 1 })
        .returning({ id: memberLevels.id });
      if (!row) throw new Error('member level insert returned nothing');
      await tx
        .insert(memberLevelModules)
        .values(level.modules.map((code) => ({ levelId: row.id, moduleId: moduleId(code) as number })));
    }
    await tx.insert(memberModules).values({
      memberId: demo.id,
      moduleId: moduleId(demoMemberModule) as number,
      grantedAt: now,
      expiresAt: new Date(now.getTime() + 365 * DAY),
    });

    await tx.insert(news).values(
      seedLockedNews.map((a) => ({
        categoryId: 11,
        title: a.title,
        description: a.description,
        content: articleHtml(a.body),
        picList: [],
        visits: a.visits,
        teacherId: teacherId(a.teacher),
        moduleId: moduleId('vip_news'),
        publishedAt: ago(a.hoursAgo * HOUR),
        createdAt: now,
      })),
    );

    const categoryRows = await tx
      .insert(courseCategories)
      .values(seedCourseCategories.map((c) => ({ ...c })))
      .returning({ id: courseCategories.id });
    for (const [i, course] of seedCourses.entries()) {
      const [row] = await tx
        .insert(courses)
        .values({
          categoryId: categoryRows[course.category - 1]?.id as number,
          title: course.title,
          pic: course.pic,
          description: course.description,
          content: articleHtml(course.content),
          visits: course.visits,
          likes: course.likes,
          price: course.price,
          cycle: course.cycle,
          cycleUnit: course.cycleUnit,
          isShowPrice: course.isShowPrice,
          isReplay: course.isReplay,
          moduleId: moduleId(course.module),
          sort: i + 1,
          publishedAt: ago(course.daysAgo * DAY),
        })
        .returning({ id: courses.id });
      if (!row) throw new Error('course insert returned nothing');
      await tx
        .insert(courseTeachers)
        .values(course.teachers.map((t, sort) => ({ courseId: row.id, teacherId: teacherId(t), sort })));
      for (const [s, section] of course.sections.entries()) {
        const [sectionRow] = await tx
          .insert(courseSections)
          .values({ courseId: row.id, title: section.title, sort: s + 1 })
          .returning({ id: courseSections.id });
        if (!sectionRow) throw new Error('section insert returned nothing');
        await tx.insert(courseChapters).values(
          section.chapters.map((c, sort) => ({
            sectionId: sectionRow.id,
            title: c.title,
            videoUrl: c.video,
            duration: CLIP_SECONDS,
            sort: sort + 1,
          })),
        );
      }
    }

    const roomIds: number[] = [];
    for (const [i, room] of seedVideoRooms.entries()) {
      const [row] = await tx
        .insert(liveRooms)
        .values({
          typeCode: 'video',
          title: room.title,
          pic: room.pic,
          description: room.description,
          isOpenComment: 1,
          heat: room.heat,
          streamUrl: room.streamUrl,
          videoStatus: room.status,
          startAt: room.status === 'live' ? ago(HOUR) : ago(2 * DAY),
          moduleId: moduleId(room.module),
          sort: i + 1,
          createdAt: now,
        })
        .returning({ id: liveRooms.id });
      if (!row) throw new Error('video room insert returned nothing');
      roomIds.push(row.id);
      await tx
        .insert(liveRoomTeachers)
        .values(room.teachers.map((t, sort) => ({ liveId: row.id, teacherId: teacherId(t), sort })));
      // Comments of the room, as its socket would have stored them (sanitized chat HTML, category 1).
      if (room.comments.length > 0)
        await tx.insert(liveMessages).values(
          room.comments.map((c) => ({
            liveId: row.id,
            categoryId: LIVE_DEFAULT_CATEGORY_ID,
            content: sanitizeChatHtml(c.text),
            memberId: c.byTeacher ? null : demo.id,
            teacherId: c.byTeacher ? teacherId(room.teachers[0] as number) : null,
            createdAt: ago(c.minutesAgo * 60_000),
          })),
        );
    }
    await tx.insert(playbacks).values(
      seedPlaybacks.map((p) => {
        const room = seedVideoRooms[p.room];
        return {
          liveId: roomIds[p.room] as number,
          title: p.title,
          pic: room?.pic ?? '/media/banners/banner-1.svg',
          description: room?.description ?? '',
          videoUrl: p.video,
          duration: CLIP_SECONDS,
          visits: p.visits,
          visible: p.visible,
          moduleId: moduleId(room?.module ?? null),
          recordedAt: ago(p.daysAgo * DAY),
        };
      }),
    );

    await tx.insert(viewpoints).values(
      seedViewpoints.map((v) => ({
        teacherId: teacherId(v.teacher),
        title: v.title,
        description: v.description,
        content: articleHtml(v.body),
        likes: v.likes,
        moduleId: moduleId(v.module),
        publishedAt: ago(v.hoursAgo * HOUR),
      })),
    );
    await tx.insert(articles).values(
      seedArticles.map((a) => ({
        title: a.title,
        author: a.author,
        pic: a.pic,
        content: articleHtml(a.body),
        publishedAt: now,
      })),
    );

    // Ads go through the service so the seed obeys the same link rule as any other writer.
    const adService = createAdService({ repo: createAdRepository(tx as unknown as Database) });
    for (const [i, ad] of seedAds.entries()) {
      await adService.save({
        categoryCode: ad.categoryCode,
        code: ad.code ?? null,
        typeCode: ad.typeCode,
        title: ad.title,
        pic: ad.pic,
        content: ad.content,
        link: ad.link,
        linkParams: ad.linkParams ?? null,
        teacherId: ad.teacher ? teacherId(ad.teacher) : null,
        sort: i + 1,
      });
    }

    await tx
      .insert(appSettings)
      .values({ key: CONTENT_SEED_MARKER, value: { at: now.toISOString() }, updatedAt: now });
    return { seeded: true };
  });
}
