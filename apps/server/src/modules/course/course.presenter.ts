import type { CourseChapter, CourseItem, CourseSection } from '@app/contract/course';
import type { CourseChapterRow, CourseSectionRow } from '../../db/schema/courses';
import { isoTime } from '../../lib/iso-time';
import type { CourseWithTeachers } from './course.repository';

/** List item: public fields and the lock flag; never the introduction or any video url. */
export const toCourseItem = (row: CourseWithTeachers, unlocked: boolean): CourseItem => ({
  id: row.id,
  categoryId: row.categoryId,
  title: row.title,
  pic: row.pic,
  description: row.description,
  teacher: row.teachers.map((t) => t.name).join('、'),
  teacherList: row.teachers,
  visits: row.visits,
  likes: row.likes,
  price: Number(row.price),
  cycle: row.cycle,
  cycleUnit: row.cycleUnit,
  isShowPrice: row.isShowPrice,
  isReplay: row.isReplay,
  dateTime: isoTime(row.publishedAt),
  locked: !unlocked,
  moduleId: row.moduleId,
});

export const toCourseChapter = (
  row: CourseChapterRow,
  unlocked: boolean,
  positions: ReadonlyMap<number, number>,
): CourseChapter => ({
  id: row.id,
  sectionId: row.sectionId,
  title: row.title,
  duration: row.duration,
  videoUrl: unlocked ? row.videoUrl : null,
  position: unlocked ? (positions.get(row.id) ?? 0) : 0,
  locked: !unlocked,
});

export const toCourseSection = (
  section: CourseSectionRow,
  chapters: CourseChapterRow[],
  unlocked: boolean,
  positions: ReadonlyMap<number, number>,
): CourseSection => ({
  id: section.id,
  courseId: section.courseId,
  title: section.title,
  chapters: chapters.map((c) => toCourseChapter(c, unlocked, positions)),
});
