import { asc, count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teachers, type TeacherRow } from '../../db/schema/teachers';

export function createTeacherRepository(db: Database) {
  return {
    async page(limit: number, offset: number): Promise<{ rows: TeacherRow[]; total: number }> {
      const rows = await db
        .select()
        .from(teachers)
        .orderBy(asc(teachers.sort), asc(teachers.id))
        .limit(limit)
        .offset(offset);
      const [totalRow] = await db.select({ n: count() }).from(teachers);
      return { rows, total: totalRow?.n ?? 0 };
    },
  };
}
export type TeacherRepository = ReturnType<typeof createTeacherRepository>;
