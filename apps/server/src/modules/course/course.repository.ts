import type { Visibility } from '../../lib/visibility';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  courseCategories,
  courseChapters,
  courseFollows,
  courseLikes,
  courseProgress,
  coursePurchases,
  courseSections,
  courseShares,
  courseTeachers,
  courses,
  type CourseCategoryRow,
  type CourseChapterRow,
  type CourseRow,
  type CourseSectionRow,
} from '../../db/schema/courses';
import { teachers } from '../../db/schema/teachers';
import { containsPattern } from '../../lib/like-pattern';
import { createMembership } from '../../lib/membership';

export interface CourseFilter {
  categoryId?: number | undefined;
  teacherId?: number | undefined;
  title?: string | undefined;
  /** Only these ids (e.g. the member's followed or bought courses). */
  ids?: number[] | undefined;
  /** Only free courses, or only paid ones. */
  paid?: boolean | undefined;
  /** Only courses these open: free ones, those of the modules, and these bought course ids. */
  openTo?: { modules: number[]; bought: number[] } | undefined;
  visibility?: Visibility | undefined;
}

export type CourseTeacher = { id: number; name: string; avatar: string };
export type CourseWithTeachers = CourseRow & { teachers: CourseTeacher[] };
export interface ChapterGate {
  chapter: CourseChapterRow;
  section: CourseSectionRow;
  course: CourseRow;
}

export function createCourseRepository(db: Database) {
  async function withTeachers(rows: CourseRow[]): Promise<CourseWithTeachers[]> {
    if (rows.length === 0) return [];
    const links = await db
      .select({
        courseId: courseTeachers.courseId,
        id: teachers.id,
        name: teachers.name,
        avatar: teachers.avatar,
      })
      .from(courseTeachers)
      .innerJoin(teachers, eq(teachers.id, courseTeachers.teacherId))
      .where(
        inArray(
          courseTeachers.courseId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(courseTeachers.sort));
    return rows.map((row) => ({
      ...row,
      teachers: links
        .filter((l) => l.courseId === row.id)
        .map(({ id, name, avatar }) => ({ id, name, avatar })),
    }));
  }

  return {
    likes: createMembership(db, {
      table: courseLikes,
      key: courseLikes.courseId,
      member: courseLikes.memberId,
      counter: { table: courses, id: courses.id, column: courses.likes },
    }),
    follows: createMembership(db, {
      table: courseFollows,
      key: courseFollows.courseId,
      member: courseFollows.memberId,
    }),
    purchases: createMembership(db, {
      table: coursePurchases,
      key: coursePurchases.courseId,
      member: coursePurchases.memberId,
    }),
    async categories(): Promise<CourseCategoryRow[]> {
      return db.select().from(courseCategories).orderBy(asc(courseCategories.sort), asc(courseCategories.id));
    },

    async page(
      filter: CourseFilter,
      limit: number,
      offset: number,
    ): Promise<{ rows: CourseWithTeachers[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.categoryId !== undefined) conditions.push(eq(courses.categoryId, filter.categoryId));
      if (filter.title) conditions.push(ilike(courses.title, containsPattern(filter.title)));
      if (filter.teacherId !== undefined)
        conditions.push(
          sql`exists (select 1 from ${courseTeachers} where ${courseTeachers.courseId} = ${courses.id} and ${courseTeachers.teacherId} = ${filter.teacherId})`,
        );
      if (filter.ids) {
        if (filter.ids.length === 0) return { rows: [], total: 0 };
        conditions.push(inArray(courses.id, filter.ids));
      }
      if (filter.paid !== undefined)
        conditions.push(
          filter.paid ? sql`${courses.moduleId} is not null` : sql`${courses.moduleId} is null`,
        );
      const shown = filter.visibility;
      if (shown?.kind === 'visible') conditions.push(eq(courses.visible, true));
      if (shown?.kind === 'visibleOrOwn') {
        const own: SQL[] = [eq(courses.visible, true)];
        if (shown.teacherId !== null)
          own.push(
            sql`exists (select 1 from ${courseTeachers} where ${courseTeachers.courseId} = ${courses.id} and ${courseTeachers.teacherId} = ${shown.teacherId})`,
          );
        if (shown.modules.length > 0) own.push(inArray(courses.moduleId, shown.modules));
        conditions.push(or(...own) as SQL);
      }
      if (filter.openTo) {
        const { modules, bought } = filter.openTo;
        const open = [isNull(courses.moduleId)];
        if (modules.length > 0) open.push(inArray(courses.moduleId, modules));
        if (bought.length > 0) open.push(inArray(courses.id, bought));
        conditions.push(or(...open) as SQL);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const rows = await db
        .select()
        .from(courses)
        .where(where)
        .orderBy(asc(courses.sort), desc(courses.publishedAt), desc(courses.id))
        .limit(limit)
        .offset(offset);
      const [totalRow] = await db.select({ n: count() }).from(courses).where(where);
      return { rows: await withTeachers(rows), total: totalRow?.n ?? 0 };
    },

    async byId(id: number): Promise<CourseWithTeachers | null> {
      const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
      return row ? ((await withTeachers([row]))[0] ?? null) : null;
    },

    async countVisit(id: number): Promise<void> {
      await db
        .update(courses)
        .set({ visits: sql`${courses.visits} + 1` })
        .where(eq(courses.id, id));
    },

    async sections(courseId: number): Promise<{ section: CourseSectionRow; chapters: CourseChapterRow[] }[]> {
      const sections = await db
        .select()
        .from(courseSections)
        .where(eq(courseSections.courseId, courseId))
        .orderBy(asc(courseSections.sort), asc(courseSections.id));
      if (sections.length === 0) return [];
      const chapters = await db
        .select()
        .from(courseChapters)
        .where(
          inArray(
            courseChapters.sectionId,
            sections.map((s) => s.id),
          ),
        )
        .orderBy(asc(courseChapters.sort), asc(courseChapters.id));
      return sections.map((section) => ({
        section,
        chapters: chapters.filter((c) => c.sectionId === section.id),
      }));
    },

    async sectionGate(sectionId: number): Promise<{ section: CourseSectionRow; course: CourseRow } | null> {
      const [row] = await db
        .select({ section: courseSections, course: courses })
        .from(courseSections)
        .innerJoin(courses, eq(courses.id, courseSections.courseId))
        .where(eq(courseSections.id, sectionId))
        .limit(1);
      return row ?? null;
    },

    async chapterGate(chapterId: number): Promise<ChapterGate | null> {
      const [row] = await db
        .select({ chapter: courseChapters, section: courseSections, course: courses })
        .from(courseChapters)
        .innerJoin(courseSections, eq(courseSections.id, courseChapters.sectionId))
        .innerJoin(courses, eq(courses.id, courseSections.courseId))
        .where(eq(courseChapters.id, chapterId))
        .limit(1);
      return row ?? null;
    },

    async progress(memberId: number, courseId: number) {
      return db
        .select()
        .from(courseProgress)
        .where(and(eq(courseProgress.memberId, memberId), eq(courseProgress.courseId, courseId)))
        .orderBy(desc(courseProgress.updatedAt));
    },

    async saveProgress(input: {
      memberId: number;
      courseId: number;
      sectionId: number;
      chapterId: number;
      position: number;
      at: Date;
    }): Promise<void> {
      await db
        .insert(courseProgress)
        .values({ ...input, updatedAt: input.at })
        .onConflictDoUpdate({
          target: [courseProgress.memberId, courseProgress.chapterId],
          set: { position: input.position, updatedAt: input.at },
        });
    },

    async purchasedIds(memberId: number): Promise<Set<number>> {
      const rows = await db
        .select({ id: coursePurchases.courseId })
        .from(coursePurchases)
        .where(eq(coursePurchases.memberId, memberId));
      return new Set(rows.map((r) => r.id));
    },

    /** Followed or bought: "my courses". */
    async myCourseIds(memberId: number): Promise<number[]> {
      const [followed, bought] = await Promise.all([
        db
          .select({ id: courseFollows.courseId })
          .from(courseFollows)
          .where(eq(courseFollows.memberId, memberId)),
        db
          .select({ id: coursePurchases.courseId })
          .from(coursePurchases)
          .where(eq(coursePurchases.memberId, memberId)),
      ]);
      return [...new Set([...followed, ...bought].map((r) => r.id))];
    },

    async followedIds(memberId: number): Promise<number[]> {
      const rows = await db
        .select({ id: courseFollows.courseId })
        .from(courseFollows)
        .where(eq(courseFollows.memberId, memberId))
        .orderBy(desc(courseFollows.createdAt));
      return rows.map((r) => r.id);
    },

    async insertShare(values: typeof courseShares.$inferInsert): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .update(courses)
          .set({ shares: sql`${courses.shares} + 1` })
          .where(eq(courses.id, values.courseId));
        const [row] = await tx.insert(courseShares).values(values).returning({ id: courseShares.id });
        if (!row) throw new Error('share insert returned nothing');
        return row.id;
      });
    },
  };
}
export type CourseRepository = ReturnType<typeof createCourseRepository>;
