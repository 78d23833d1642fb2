import type { PageQuery } from '@app/contract/envelope';
import type { Teacher } from '@app/contract/teacher';
import { toTeacher } from './teacher.presenter';
import type { TeacherRepository } from './teacher.repository';

export function createTeacherService(deps: { repo: TeacherRepository }) {
  return {
    async list(page: PageQuery): Promise<{ rows: Teacher[]; total: number }> {
      const { rows, total } = await deps.repo.page(page.pageSize, (page.pageNum - 1) * page.pageSize);
      return { rows: rows.map(toTeacher), total };
    },
  };
}
export type TeacherService = ReturnType<typeof createTeacherService>;
