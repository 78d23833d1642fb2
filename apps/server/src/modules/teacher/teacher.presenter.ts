import type { Teacher } from '@app/contract/teacher';
import type { TeacherRow } from '../../db/schema/teachers';

export const toTeacher = (row: TeacherRow): Teacher => ({
  id: row.id,
  name: row.name,
  avatar: row.avatar,
  title: row.title,
  description: row.description,
  tags: [...row.tags],
});
