import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teachers } from '../../db/schema/teachers';
import {
  articles,
  viewpointLikes,
  viewpoints,
  type ArticleRow,
  type ViewpointRow,
} from '../../db/schema/viewpoints';
import { createMembership } from '../../lib/membership';

export type ViewpointWithTeacher = ViewpointRow & { teacher: { id: number; name: string; avatar: string } };

export function createViewpointRepository(db: Database) {
  const select = () =>
    db
      .select({
        viewpoint: viewpoints,
        teacher: { id: teachers.id, name: teachers.name, avatar: teachers.avatar },
      })
      .from(viewpoints)
      .innerJoin(teachers, eq(teachers.id, viewpoints.teacherId));
  return {
    likes: createMembership(db, {
      table: viewpointLikes,
      key: viewpointLikes.viewpointId,
      member: viewpointLikes.memberId,
      counter: { table: viewpoints, id: viewpoints.id, column: viewpoints.likes },
    }),
    async page(
      teacherId: number | undefined,
      limit: number,
      offset: number,
    ): Promise<{ rows: ViewpointWithTeacher[]; total: number }> {
      const where = teacherId === undefined ? undefined : eq(viewpoints.teacherId, teacherId);
      const rows = await select()
        .where(where)
        .orderBy(desc(viewpoints.publishedAt), desc(viewpoints.id))
        .limit(limit)
        .offset(offset);
      const [totalRow] = await db.select({ n: count() }).from(viewpoints).where(where);
      return { rows: rows.map((r) => ({ ...r.viewpoint, teacher: r.teacher })), total: totalRow?.n ?? 0 };
    },

    async byId(id: number): Promise<ViewpointWithTeacher | null> {
      const [row] = await select().where(eq(viewpoints.id, id)).limit(1);
      return row ? { ...row.viewpoint, teacher: row.teacher } : null;
    },

    async article(id: number): Promise<ArticleRow | null> {
      const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
      return row ?? null;
    },
  };
}
export type ViewpointRepository = ReturnType<typeof createViewpointRepository>;
