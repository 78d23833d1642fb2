import { eq, isNotNull, and } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courseChapters, courseSections, courses } from '../../db/schema/courses';
import { liveRooms, playbacks } from '../../db/schema/live';

/** Every video address stored on paid content (a course, video room or replay tied to a module). */
export function createPaidMediaRepository(db: Database) {
  return {
    async paidVideoUrls(): Promise<string[]> {
      const [chapters, rooms, replays] = await Promise.all([
        db
          .selectDistinct({ url: courseChapters.videoUrl })
          .from(courseChapters)
          .innerJoin(courseSections, eq(courseSections.id, courseChapters.sectionId))
          .innerJoin(courses, eq(courses.id, courseSections.courseId))
          .where(isNotNull(courses.moduleId)),
        db
          .selectDistinct({ url: liveRooms.streamUrl })
          .from(liveRooms)
          .where(and(isNotNull(liveRooms.moduleId), isNotNull(liveRooms.streamUrl))),
        db.selectDistinct({ url: playbacks.videoUrl }).from(playbacks).where(isNotNull(playbacks.moduleId)),
      ]);
      return [...chapters, ...rooms, ...replays].flatMap((r) => (r.url ? [r.url] : []));
    },
  };
}
export type PaidMediaRepository = ReturnType<typeof createPaidMediaRepository>;
