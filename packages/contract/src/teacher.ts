import { z } from 'zod';
import { idParam, rowId, int4 } from './ids';

export const teacher = z.object({
  id: rowId,
  name: z.string(),
  avatar: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
});
export type Teacher = z.infer<typeof teacher>;

/** GET /api/teacher/get/info/{id}: the teacher page. */
export const teacherFollowBody = z.object({ teacherId: idParam });
export const teacherCard = teacher.extend({ followed: z.boolean(), followers: int4 });
export type TeacherCard = z.infer<typeof teacherCard>;
