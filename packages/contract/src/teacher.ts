import { z } from 'zod';

export const teacher = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
});
export type Teacher = z.infer<typeof teacher>;

/** GET /api/teacher/get/info/{id}: the teacher page. */
export const teacherFollowBody = z.object({ teacherId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const teacherCard = teacher.extend({ followed: z.boolean(), followers: z.number().int() });
export type TeacherCard = z.infer<typeof teacherCard>;
