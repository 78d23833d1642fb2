import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members } from '../../db/schema/members';
import { teacherFollows } from '../../db/schema/teacher-follows';
import { teachers, type TeacherRow } from '../../db/schema/teachers';
import { createMembership } from '../../lib/membership';

export function createTeacherRepository(db: Database) {
  return {
    follows: createMembership(db, {
      table: teacherFollows,
      key: teacherFollows.teacherId,
      member: teacherFollows.memberId,
    }),
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

    async byId(id: number): Promise<TeacherRow | null> {
      const [row] = await db.select().from(teachers).where(eq(teachers.id, id)).limit(1);
      return row ?? null;
    },

    /** Teachers other than `exceptId`, most followed first. */
    async suggestions(exceptId: number | undefined, limit: number): Promise<TeacherRow[]> {
      const rows = await db
        .select({ teacher: teachers, n: count(teacherFollows.memberId) })
        .from(teachers)
        .leftJoin(teacherFollows, eq(teacherFollows.teacherId, teachers.id))
        .where(exceptId === undefined ? undefined : ne(teachers.id, exceptId))
        .groupBy(teachers.id)
        .orderBy(desc(count(teacherFollows.memberId)), asc(teachers.sort), asc(teachers.id))
        .limit(limit);
      return rows.map((r) => r.teacher);
    },

    async followerCounts(ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: teacherFollows.teacherId, n: count() })
        .from(teacherFollows)
        .where(inArray(teacherFollows.teacherId, ids))
        .groupBy(teacherFollows.teacherId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },

    async followedIds(memberId: number): Promise<Set<number>> {
      const rows = await db
        .select({ id: teacherFollows.teacherId })
        .from(teacherFollows)
        .where(eq(teacherFollows.memberId, memberId));
      return new Set(rows.map((r) => r.id));
    },

    async followedPage(
      memberId: number,
      limit: number,
      offset: number,
    ): Promise<{ rows: TeacherRow[]; total: number }> {
      const where = eq(teacherFollows.memberId, memberId);
      const rows = await db
        .select({ teacher: teachers })
        .from(teacherFollows)
        .innerJoin(teachers, eq(teachers.id, teacherFollows.teacherId))
        .where(where)
        .orderBy(desc(teacherFollows.createdAt), asc(teachers.id))
        .limit(limit)
        .offset(offset);
      const [totalRow] = await db.select({ n: count() }).from(teacherFollows).where(where);
      return { rows: rows.map((r) => r.teacher), total: totalRow?.n ?? 0 };
    },

    async followersPage(teacherId: number, limit: number, offset: number) {
      const where = and(eq(teacherFollows.teacherId, teacherId), eq(members.status, 'active'));
      const rows = await db
        .select({
          memberId: members.id,
          nickname: members.nickname,
          avatar: members.avatar,
          createdAt: teacherFollows.createdAt,
        })
        .from(teacherFollows)
        .innerJoin(members, eq(members.id, teacherFollows.memberId))
        .where(where)
        .orderBy(desc(teacherFollows.createdAt))
        .limit(limit)
        .offset(offset);
      const [totalRow] = await db
        .select({ n: count() })
        .from(teacherFollows)
        .innerJoin(members, eq(members.id, teacherFollows.memberId))
        .where(where);
      return { rows, total: totalRow?.n ?? 0 };
    },
  };
}
export type TeacherRepository = ReturnType<typeof createTeacherRepository>;
