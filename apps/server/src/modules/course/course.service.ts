import { visibilityFor } from '../../lib/visibility';
import type { z } from 'zod';
import type {
  CourseCategory,
  CourseChapter,
  CourseDetail,
  CourseItem,
  CourseSection,
  CourseTabInfo,
  CourseViewSaveBody,
  courseListQuery,
} from '@app/contract/course';
import type { ToggleResult } from '@app/contract/content';
import { PAGE_SIZE } from '@app/contract/limits';
import { ContentMsg } from '@app/contract/messages';
import { Pages } from '@app/contract/pages';
import type { CourseRow } from '../../db/schema/courses';
import { NotFoundError, ValidationError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { canSee, type Viewer } from '../../lib/viewer';
import type { AccessService } from '../access/access.service';
import type { CommentService } from '../comment/comment.service';
import type { PaidMedia } from '../media/paid-media.service';
import { toCourseChapter, toCourseItem, toCourseSection } from './course.presenter';
import type { CourseFilter, CourseRepository } from './course.repository';
import { offsetOf, type PageQuery } from '../../lib/paging';

export type CourseListVariant = 'all' | 'visible' | 'allOrVisible' | 'free';

export function createCourseService(deps: {
  repo: CourseRepository;
  access: AccessService;
  comments: CommentService;
  clock: Clock;
  /** Turns stored video addresses into what the caller gets (signed links for paid files). */
  media: Pick<PaidMedia, 'presentNullable'>;
}) {
  const { repo } = deps;

  async function withVideoLinks(chapter: CourseChapter, paid: boolean): Promise<CourseChapter> {
    return { ...chapter, videoUrl: await deps.media.presentNullable(chapter.videoUrl, paid) };
  }
  function sectionsWithVideoLinks(sections: CourseSection[], paid: boolean): Promise<CourseSection[]> {
    return Promise.all(
      sections.map(async (s) => ({
        ...s,
        chapters: await Promise.all(s.chapters.map((c) => withVideoLinks(c, paid))),
      })),
    );
  }

  /** The module grant unlocks the course; so does buying this one course. */
  async function unlockCheck(
    viewer: Viewer,
  ): Promise<(course: Pick<CourseRow, 'id' | 'moduleId'>) => boolean> {
    const bought = viewer.memberId === null ? new Set<number>() : await repo.purchasedIds(viewer.memberId);
    return (course) => canSee(viewer, course.moduleId) || bought.has(course.id);
  }

  async function page(filter: CourseFilter, query: PageQuery, viewer: Viewer) {
    const [{ rows, total }, unlocked] = await Promise.all([
      repo.page(filter, query.pageSize, offsetOf(query)),
      unlockCheck(viewer),
    ]);
    return { rows: rows.map((r) => toCourseItem(r, unlocked(r))), total };
  }

  async function mustSee(course: Pick<CourseRow, 'id' | 'moduleId'>, viewer: Viewer): Promise<void> {
    const unlocked = await unlockCheck(viewer);
    if (!unlocked(course)) await deps.access.assertCanSee(viewer, course.moduleId);
  }

  async function mustExist(id: number) {
    const course = await repo.byId(id);
    if (!course) throw new NotFoundError(ContentMsg.courseNotFound);
    return course;
  }

  async function positionsOf(viewer: Viewer, courseId: number) {
    const rows = viewer.memberId === null ? [] : await repo.progress(viewer.memberId, courseId);
    return { rows, map: new Map(rows.map((r) => [r.chapterId, r.position])) };
  }

  return {
    async categories(): Promise<CourseCategory[]> {
      return (await repo.categories()).map((c) => ({ id: c.id, title: c.title }));
    },

    list(query: z.infer<typeof courseListQuery>, viewer: Viewer, variant: CourseListVariant = 'all') {
      const filter: CourseFilter = {
        categoryId: query.categoryId,
        teacherId: query.teacherId,
        title: query.title,
      };
      if (variant === 'free') filter.paid = false;
      if (variant !== 'all')
        filter.visibility = visibilityFor(variant === 'free' ? 'visible' : variant, viewer);
      return page(filter, query, viewer);
    },

    /** Courses the caller can open right now (free ones, their modules' and bought ones). */
    async listAuthorized(query: PageQuery, viewer: Viewer) {
      const bought = viewer.memberId === null ? [] : [...(await repo.purchasedIds(viewer.memberId))];
      // Filtered and paged in SQL: every course the caller can open, however many there are.
      const { rows, total } = await repo.page(
        {
          openTo: {
            modules: [...viewer.modules].sort((a, b) => a - b),
            bought: bought.sort((a, b) => a - b),
          },
        },
        query.pageSize,
        offsetOf(query),
      );
      return { rows: rows.map((r) => toCourseItem(r, true)), total };
    },

    async listMy(memberId: number, query: PageQuery, viewer: Viewer) {
      return page({ ids: await repo.myCourseIds(memberId) }, query, viewer);
    },

    async listFollowed(memberId: number, query: PageQuery, viewer: Viewer) {
      return page({ ids: await repo.followedIds(memberId) }, query, viewer);
    },

    /** /api/course/get/list/{courseId}: the same category's other courses. */
    async listRelated(courseId: number, query: PageQuery, viewer: Viewer) {
      const course = await mustExist(courseId);
      const { rows, total } = await page(
        { categoryId: course.categoryId },
        { pageNum: 1, pageSize: query.pageSize + 1 },
        viewer,
      );
      return {
        rows: rows.filter((r) => r.id !== courseId).slice(0, query.pageSize),
        total: Math.max(total - 1, 0),
      };
    },

    async info(id: number, viewer: Viewer): Promise<CourseDetail> {
      const course = await mustExist(id);
      await mustSee(course, viewer);
      await repo.countVisit(id);
      const [sections, progress, liked, followed, bought, commentCount] = await Promise.all([
        repo.sections(id),
        positionsOf(viewer, id),
        repo.likes.has(id, viewer.memberId),
        repo.follows.has(id, viewer.memberId),
        repo.purchases.has(id, viewer.memberId),
        deps.comments.count('course', id),
      ]);
      const last = progress.rows[0];
      return {
        ...toCourseItem({ ...course, visits: course.visits + 1 }, true),
        content: course.content,
        liked,
        followed,
        bought,
        commentCount,
        sections: await sectionsWithVideoLinks(
          sections.map((s) => toCourseSection(s.section, s.chapters, true, progress.map)),
          course.moduleId !== null,
        ),
        lastProgress: last
          ? {
              sectionId: last.sectionId,
              chapterId: last.chapterId,
              position: last.position,
              updatedAt: last.updatedAt.toISOString(),
            }
          : null,
      };
    },

    /** A course any visitor may open, for its page's first screen (decision 051): counts no visit. */
    async freeCourse(id: number): Promise<{ title: string; pic: string } | null> {
      const row = await repo.byId(id);
      return row && row.moduleId === null ? { title: row.title, pic: row.pic } : null;
    },

    /** Section list of a course: locked courses list titles and durations only (no video urls). */
    async sections(
      courseId: number,
      viewer: Viewer,
    ): Promise<{ sections: CourseSection[]; locked: boolean }> {
      const course = await mustExist(courseId);
      const unlocked = (await unlockCheck(viewer))(course);
      const [sections, progress] = await Promise.all([
        repo.sections(courseId),
        positionsOf(viewer, courseId),
      ]);
      return {
        sections: await sectionsWithVideoLinks(
          sections.map((s) => toCourseSection(s.section, s.chapters, unlocked, progress.map)),
          course.moduleId !== null,
        ),
        locked: !unlocked,
      };
    },

    async section(sectionId: number, viewer: Viewer): Promise<CourseSection> {
      const gate = await repo.sectionGate(sectionId);
      if (!gate) throw new NotFoundError(ContentMsg.sectionNotFound);
      await mustSee(gate.course, viewer);
      const [sections, progress] = await Promise.all([
        repo.sections(gate.course.id),
        positionsOf(viewer, gate.course.id),
      ]);
      const found = sections.find((s) => s.section.id === sectionId);
      if (!found) throw new NotFoundError(ContentMsg.sectionNotFound);
      const [section] = await sectionsWithVideoLinks(
        [toCourseSection(found.section, found.chapters, true, progress.map)],
        gate.course.moduleId !== null,
      );
      return section as CourseSection;
    },

    async chapter(chapterId: number, viewer: Viewer): Promise<CourseChapter> {
      const gate = await repo.chapterGate(chapterId);
      if (!gate) throw new NotFoundError(ContentMsg.sectionNotFound);
      await mustSee(gate.course, viewer);
      const progress = await positionsOf(viewer, gate.course.id);
      return withVideoLinks(toCourseChapter(gate.chapter, true, progress.map), gate.course.moduleId !== null);
    },

    /** Saves where the member is in a chapter; visitors' saves are accepted and not stored. */
    async saveProgress(body: CourseViewSaveBody, viewer: Viewer): Promise<{ saved: boolean }> {
      const gate = await repo.chapterGate(Number(body.chapterId));
      if (!gate) throw new NotFoundError(ContentMsg.sectionNotFound);
      if (body.sectionId !== undefined && Number(body.sectionId) !== gate.section.id)
        throw new ValidationError();
      if (body.courseId !== undefined && Number(body.courseId) !== gate.course.id)
        throw new ValidationError();
      await mustSee(gate.course, viewer);
      const position = Math.min(Number(body.position), gate.chapter.duration);
      if (viewer.memberId === null) return { saved: false };
      await repo.saveProgress({
        memberId: viewer.memberId,
        courseId: gate.course.id,
        sectionId: gate.section.id,
        chapterId: gate.chapter.id,
        position,
        at: deps.clock.now(),
      });
      return { saved: true };
    },

    async like(id: number, memberId: number): Promise<ToggleResult> {
      await mustExist(id);
      return repo.likes.toggle(id, memberId);
    },

    async follow(id: number, memberId: number): Promise<ToggleResult> {
      await mustExist(id);
      return repo.follows.toggle(id, memberId);
    },

    async comment(id: number, memberId: number, content: string, viewer: Viewer) {
      await mustSee(await mustExist(id), viewer);
      return deps.comments.add('course', id, memberId, content);
    },

    async commentList(id: number, query: PageQuery, viewer: Viewer) {
      await mustSee(await mustExist(id), viewer);
      return deps.comments.list('course', id, query);
    },

    async share(
      body: {
        courseId: number;
        crmUserId?: string | undefined;
        parentMemberId?: string | undefined;
        url?: string | undefined;
      },
      memberId: number | null,
    ) {
      const course = await mustExist(body.courseId);
      await repo.insertShare({
        courseId: course.id,
        memberId,
        crmUserId: body.crmUserId ?? null,
        parentMemberId: body.parentMemberId ?? null,
        url: body.url ?? null,
        createdAt: deps.clock.now(),
      });
      const path = `/pages/course/video/index/index?id=${course.id}`;
      return {
        shareUrl: memberId === null ? path : `${path}&parentMemberId=${memberId}`,
        title: course.title,
        description: course.description,
        content: course.description,
        pic: course.pic,
      };
    },

    async tabInfo(viewer: Viewer): Promise<CourseTabInfo> {
      const [categories, recommended] = await Promise.all([
        repo.categories(),
        page({}, { pageNum: 1, pageSize: PAGE_SIZE }, viewer),
      ]);
      return {
        title: ContentMsg.allCourses,
        categories: categories.map((c) => ({ id: c.id, title: c.title })),
        recommended: recommended.rows as CourseItem[],
        shareTitle: ContentMsg.allCourses,
        sharePath: Pages.courseList,
      };
    },
  };
}
export type CourseService = ReturnType<typeof createCourseService>;
