import { and, asc, count, desc, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { news, newsCategories, type NewsCategoryRow, type NewsRow } from '../../db/schema/news';
import { newsCategoryFollows, newsFavorites, newsLikes, newsViews } from '../../db/schema/news-interactions';
import { teacherFollows } from '../../db/schema/teacher-follows';
import { createMembership } from '../../lib/membership';
import { teachers } from '../../db/schema/teachers';
import { containsPattern } from '../../lib/like-pattern';

export interface NewsFilter {
  categoryId?: number | undefined;
  title?: string | undefined;
  content?: string | undefined;
  /** Matches title or content. */
  keyword?: string | undefined;
  /**
   * Modules whose locked bodies the caller may open: content and keyword match a locked row's body only
   * when its module is listed (none for a visitor), so a search never answers what a locked body says.
   * Sorted, so the list cache keys on it.
   */
  openModules?: readonly number[] | undefined;
  teacherId?: number | undefined;
  withTeacher?: boolean | undefined;
  excludeId?: number | undefined;
  order?: 'latest' | 'hot' | undefined;
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
  likes: news.likes,
  moduleId: news.moduleId,
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

/** The body contains `text`, on rows whose body the caller may open (free, or a module they hold). */
function openBodyMatches(text: string, openModules: readonly number[] | undefined): SQL {
  const open =
    openModules && openModules.length > 0
      ? sql`(${news.moduleId} is null or ${inArray(news.moduleId, [...openModules])})`
      : sql`${news.moduleId} is null`;
  return sql`(${ilike(news.content, containsPattern(text))} and ${open})`;
}

export function createNewsRepository(db: Database) {
  return {
    likes: createMembership(db, {
      table: newsLikes,
      key: newsLikes.newsId,
      member: newsLikes.memberId,
      counter: { table: news, id: news.id, column: news.likes },
    }),
    favorites: createMembership(db, {
      table: newsFavorites,
      key: newsFavorites.newsId,
      member: newsFavorites.memberId,
    }),
    categoryFollows: createMembership(db, {
      table: newsCategoryFollows,
      key: newsCategoryFollows.categoryId,
      member: newsCategoryFollows.memberId,
    }),
    /** An article's follow button follows its teacher (or, without one, its category). */
    teacherFollows: createMembership(db, {
      table: teacherFollows,
      key: teacherFollows.teacherId,
      member: teacherFollows.memberId,
    }),
    async categories(): Promise<NewsCategoryRow[]> {
      return db
        .select()
        .from(newsCategories)
        .where(eq(newsCategories.enabled, true))
        .orderBy(asc(newsCategories.sort), asc(newsCategories.id));
    },

    /**
     * Newest first; title and content match literally, case-insensitively (a body only where the caller
     * may read it).
     */
    async page(
      filter: NewsFilter,
      limit: number,
      offset: number,
    ): Promise<{ rows: NewsSummary[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.categoryId !== undefined) conditions.push(eq(news.categoryId, filter.categoryId));
      if (filter.title) conditions.push(ilike(news.title, containsPattern(filter.title)));
      if (filter.content) conditions.push(openBodyMatches(filter.content, filter.openModules));
      if (filter.keyword) {
        const either = or(
          ilike(news.title, containsPattern(filter.keyword)),
          openBodyMatches(filter.keyword, filter.openModules),
        );
        if (either) conditions.push(either);
      }
      if (filter.teacherId !== undefined) conditions.push(eq(news.teacherId, filter.teacherId));
      if (filter.withTeacher) conditions.push(isNotNull(news.teacherId));
      if (filter.excludeId !== undefined) conditions.push(ne(news.id, filter.excludeId));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const order =
        filter.order === 'hot' ? [desc(news.visits), desc(news.id)] : [desc(news.publishedAt), desc(news.id)];
      const rows = await db
        .select(summaryColumns)
        .from(news)
        .leftJoin(teachers, eq(teachers.id, news.teacherId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      const [totalRow] = await db.select({ n: count() }).from(news).where(where);
      return { rows: rows.map(withTeacher), total: totalRow?.n ?? 0 };
    },

    async categoryById(id: number): Promise<NewsCategoryRow | null> {
      const [row] = await db
        .select()
        .from(newsCategories)
        .where(and(eq(newsCategories.id, id), eq(newsCategories.enabled, true)))
        .limit(1);
      return row ?? null;
    },

    async categoryByTitle(title: string): Promise<NewsCategoryRow | null> {
      const [row] = await db
        .select()
        .from(newsCategories)
        .where(and(eq(newsCategories.title, title), eq(newsCategories.enabled, true)))
        .limit(1);
      return row ?? null;
    },

    /** Lock facts only, so access is decided before the visit is counted or content is read. */
    async gate(
      id: number,
    ): Promise<{ id: number; moduleId: number | null; teacherId: number | null; categoryId: number } | null> {
      const [row] = await db
        .select({
          id: news.id,
          moduleId: news.moduleId,
          teacherId: news.teacherId,
          categoryId: news.categoryId,
        })
        .from(news)
        .where(eq(news.id, id))
        .limit(1);
      return row ?? null;
    },

    async countVisit(id: number): Promise<void> {
      await db
        .update(news)
        .set({ visits: sql`${news.visits} + 1` })
        .where(eq(news.id, id));
    },

    async markViewed(newsId: number, memberId: number, at: Date): Promise<void> {
      await db
        .insert(newsViews)
        .values({ newsId, memberId, viewedAt: at })
        .onConflictDoUpdate({ target: [newsViews.newsId, newsViews.memberId], set: { viewedAt: at } });
    },

    /** Articles the member has not opened yet. */
    async unreadCount(memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(news)
        .where(
          sql`not exists (select 1 from ${newsViews} where ${newsViews.newsId} = ${news.id} and ${newsViews.memberId} = ${memberId})`,
        );
      return row?.n ?? 0;
    },

    async favoritesPage(
      memberId: number,
      limit: number,
      offset: number,
    ): Promise<{ rows: NewsSummary[]; total: number }> {
      const rows = await db
        .select(summaryColumns)
        .from(newsFavorites)
        .innerJoin(news, eq(news.id, newsFavorites.newsId))
        .leftJoin(teachers, eq(teachers.id, news.teacherId))
        .where(eq(newsFavorites.memberId, memberId))
        .orderBy(desc(newsFavorites.createdAt), desc(news.id))
        .limit(limit)
        .offset(offset);
      const [totalRow] = await db
        .select({ n: count() })
        .from(newsFavorites)
        .where(eq(newsFavorites.memberId, memberId));
      return { rows: rows.map(withTeacher), total: totalRow?.n ?? 0 };
    },

    async followedCategories(memberId: number): Promise<NewsCategoryRow[]> {
      const followed = await db
        .select({ id: newsCategoryFollows.categoryId })
        .from(newsCategoryFollows)
        .where(eq(newsCategoryFollows.memberId, memberId));
      if (followed.length === 0) return [];
      return db
        .select()
        .from(newsCategories)
        .where(
          inArray(
            newsCategories.id,
            followed.map((f) => f.id),
          ),
        )
        .orderBy(asc(newsCategories.sort), asc(newsCategories.id));
    },

    async byId(id: number): Promise<NewsWithTeacher | null> {
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
