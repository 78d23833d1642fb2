import { z } from 'zod';
import { courseItem } from './course';
import { liveVideoRoom } from './live-video';
import { newsItem } from './news';
import { teacherCard } from './teacher';
import { int4 } from './ids';

/** GET /api/teacher/get/info/{id}: introduction, their courses, news and live rooms. */
export const teacherDetail = teacherCard.extend({
  courses: z.array(courseItem),
  news: z.array(newsItem),
  liveRooms: z.array(liveVideoRoom),
});
export type TeacherDetail = z.infer<typeof teacherDetail>;

/** GET /api/teacher/follow/get/follows: who follows a teacher (nicknames only), for that teacher alone. */
export const teacherFollower = z.object({
  memberId: int4,
  nickname: z.string(),
  avatar: z.string().nullable(),
  dateTime: z.string(),
});
export type TeacherFollower = z.infer<typeof teacherFollower>;
