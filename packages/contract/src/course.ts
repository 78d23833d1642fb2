import { z } from 'zod';
import { commentText, lockFields } from './content';
import { pageQuery } from './envelope';
import { idParam, int4, rowId } from './ids';
import { PROGRESS_POSITION_MAX_SECONDS } from './limits';

export const CycleUnit = z.enum(['day', 'month', 'year']);
export type CycleUnit = z.infer<typeof CycleUnit>;

export const courseCategory = z.object({ id: rowId, title: z.string() });
export type CourseCategory = z.infer<typeof courseCategory>;

/** Course item (SPEC §3). price in yuan; 0 means 免费; isShowPrice 1 shows it (SPEC §5). */
export const courseItem = z.object({
  id: rowId,
  categoryId: int4,
  title: z.string(),
  pic: z.string(),
  description: z.string(),
  teacher: z.string(),
  teacherList: z.array(z.object({ id: rowId, name: z.string(), avatar: z.string() })),
  visits: int4,
  likes: int4,
  price: z.number(),
  cycle: int4,
  cycleUnit: CycleUnit,
  isShowPrice: int4,
  /** True when the course has replays to watch (the 回看 badge). */
  isReplay: z.boolean(),
  dateTime: z.string(),
  ...lockFields,
});
export type CourseItem = z.infer<typeof courseItem>;

/** A chapter (one video). videoUrl is null when the caller lacks the course's module. */
export const courseChapter = z.object({
  id: rowId,
  sectionId: int4,
  title: z.string(),
  duration: int4,
  videoUrl: z.string().nullable(),
  /** The caller's saved position in seconds (0 when none). */
  position: int4,
  locked: z.boolean(),
});
export type CourseChapter = z.infer<typeof courseChapter>;

export const courseSection = z.object({
  id: rowId,
  courseId: int4,
  title: z.string(),
  chapters: z.array(courseChapter),
});
export type CourseSection = z.infer<typeof courseSection>;

export const courseProgress = z.object({
  sectionId: int4,
  chapterId: int4,
  position: int4,
  updatedAt: z.string(),
});
export type CourseProgress = z.infer<typeof courseProgress>;

/** GET /api/course/get/info/{id}. */
export const courseDetail = courseItem.extend({
  content: z.string(),
  liked: z.boolean(),
  followed: z.boolean(),
  bought: z.boolean(),
  commentCount: int4,
  sections: z.array(courseSection),
  /** Where the caller stopped last (resume point), or null. */
  lastProgress: courseProgress.nullable(),
});
export type CourseDetail = z.infer<typeof courseDetail>;

export const courseListQuery = pageQuery.extend({
  categoryId: idParam.optional(),
  teacherId: idParam.optional(),
  title: z.string().trim().max(50).optional(),
});
export const courseSectionListQuery = z.object({ courseId: idParam });
export const courseIdBody = z.object({ courseId: idParam });
export const courseCommentBody = z.object({ courseId: idParam, content: commentText });
export const courseShareBody = z.object({
  courseId: idParam,
  crmUserId: z.string().trim().max(64).optional(),
  parentMemberId: z.string().trim().max(20).optional(),
  url: z.string().trim().max(1000).optional(),
});

/** POST /api/course/view/ver/2/save: the chapter the caller is watching and where (seconds). */
export const courseViewSaveBody = z.object({
  courseId: idParam.optional(),
  sectionId: idParam.optional(),
  chapterId: idParam,
  position: z.coerce.number().int().min(0).max(PROGRESS_POSITION_MAX_SECONDS),
});
export type CourseViewSaveBody = z.input<typeof courseViewSaveBody>;

/** GET /api/app/tab/ver/2/course/info: the course tab. */
export const courseTabInfo = z.object({
  title: z.string(),
  categories: z.array(courseCategory),
  recommended: z.array(courseItem),
  shareTitle: z.string(),
  sharePath: z.string(),
});
export type CourseTabInfo = z.infer<typeof courseTabInfo>;
