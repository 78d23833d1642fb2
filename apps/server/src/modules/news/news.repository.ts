import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { news, newsCategories, type NewsCategoryRow, type NewsRow } from '../../db/schema/news';
import { teachers } from '../../db/schema/teachers';
import { containsPattern } from '../../lib/like-pattern';

export interface NewsFilter {
  categoryId?: number | undefined;
  title?: string | undefined;
  content?: string | undefined;
}

export type NewsWithTeacher = NewsRow & { teacher: { name: string; avatar: string } | null };
export type NewsSummary = Omit<NewsWithTeacher, 'content'>;

const summaryColumns = {
  id: news.id,
  categoryId: news.categoryId,
  title: news.title,
  description: news.description,
  picList: news.picList,
  visits: news.visits,
  teacherId: news.teacherId,
  publishedAt: news.publishedAt,
  createdAt: news.createdAt,
  teacherName: teachers.name,
  teacherAvatar: teachers.avatar,
};

type JoinedTeacher = { teacherName: string | null; teacherAvatar: string | null };
function withTeacher<T extends JoinedTeacher>(
  row: T,
): Omit<T, keyof JoinedTeacher> & Pick<NewsWithTeacher, 'teacher'> {
  const { teacherName, teacherAvatar, ...rest } = row;
  return {
    ...rest,
    teacher:
      teacherName !== null && teacherAvatar !== null ? { name: teacherName, avatar: teacherAvatar } : null,
  };
}

export function createNewsRepository(db: Database) {
  return {
    async categories(): Promise<NewsCategoryRow[]> {
      return db
        .select()
        .from(newsCategories)
        .where(eq(newsCategories.enabled, true))
        .orderBy(asc(newsCategories.sort), asc(newsCategories.id));
    },

    /** Newest first; title and content match literally, case-insensitively. */
    async page(
      filter: NewsFilter,
      limit: number,
      offset: number,
    ): Promise<{ rows: NewsSummary[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.categoryId !== undefined) conditions.push(eq(news.categoryId, filter.categoryId));
      if (filter.title) conditions.push(ilike(news.title, containsPattern(filter.title)));
      if (filter.content) conditions.push(ilike(news.content, containsPattern(filter.content)));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const rows = await db
        .select(summaryColumns)
        .from(news)
        .leftJoin(teachers, eq(teachers.id, news.teacherId))
        .where(where)
        .orderBy(desc(news.publishedAt), desc(news.id))
        .limit(limit)
        .offset(offset);
      const [totalRow] = await db.select({ n: count() }).from(news).where(where);
      return { rows: rows.map(withTeacher), total: totalRow?.n ?? 0 };
    },

    /** Reads one article and counts the visit in the same statement. */
    async viewById(id: number): Promise<NewsWithTeacher | null> {
      const [visited] = await db
        .update(news)
        .set({ visits: sql`${news.visits} + 1` })
        .where(eq(news.id, id))
        .returning({ id: news.id });
      if (!visited) return null;
      const [row] = await db
        .select({ ...summaryColumns, content: news.content })
        .from(news)
        .leftJoin(teachers, eq(teachers.id, news.teacherId))
        .where(eq(news.id, id))
        .limit(1);
      return row ? withTeacher(row) : null;
    },
  };
}
export type NewsRepository = ReturnType<typeof createNewsRepository>;
