import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { news, newsCategories, type NewsCategoryRow, type NewsRow } from '../../db/schema/news';
import {
  newsCategoryFollows,
  newsFavorites,
  newsLikes,
  newsReadHours,
  newsViews,
} from '../../db/schema/news-interactions';
import { teacherFollows } from '../../db/schema/teacher-follows';
import { createMembership } from '../../lib/membership';
import { teachers } from '../../db/schema/teachers';
import { containsPattern } from '../../lib/like-pattern';
import type { Visibility } from '../../lib/visibility';

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
  withoutTeacher?: boolean | undefined;
  excludeId?: number | undefined;
  /** Which rows by their visible flag; everything when absent. */
  visibility?: Visibility | undefined;
  /** Only rows published at or before this instant (ISO; whole minutes, so the list cache can key on it). */
  publishedBy?: string | undefined;
  /** Only rows published at or after this instant (ISO). */
  publishedSince?: string | undefined;
  /** One row per category: its newest (within the other conditions), listed in category order. */
  latestPerCategory?: boolean | undefined;
  /** latest: newest first; hot: most visits ever; likes: most liked first; reads and rising: see `ranking`. */
  order?: 'latest' | 'hot' | 'likes' | 'reads' | 'rising' | undefined;
  /** Read windows for the reads and rising orders (ISO hour starts); rows outside the ranking are left out. */
  ranking?: ReadWindows | undefined;
}

/** Recorded reads since `since`; rising compares [risingFrom, now) against [risingBefore, risingFrom). */
export interface ReadWindows {
  since: string;
  risingFrom: string;
  risingBefore: string;
}

/** Reads of the article in the current row over [from, to). */
const readsOf = (newsId: SQL | typeof news.id, from: string, to?: string): SQL =>
  sql`(select coalesce(sum(${newsReadHours.reads}), 0) from ${newsReadHours} where ${newsReadHours.newsId} = ${newsId} and ${newsReadHours.hour} >= ${from}${to === undefined ? sql`` : sql` and ${newsReadHours.hour} < ${to}`})`;

/** How many more reads the article had in the latest window than in the one before. */
const riseOf = (newsId: SQL | typeof news.id, w: ReadWindows): SQL =>
  sql`(${readsOf(newsId, w.risingFrom)} - ${readsOf(newsId, w.risingBefore, w.risingFrom)})`;

function visibilityCondition(shown: Visibility | undefined): SQL | undefined {
  if (!shown || shown.kind === 'all') return undefined;
  if (shown.kind === 'visible') return eq(news.visible, true);
  const own: SQL[] = [eq(news.visible, true)];
  if (shown.teacherId !== null) own.push(eq(news.teacherId, shown.teacherId));
  if (shown.modules.length > 0) own.push(inArray(news.moduleId, shown.modules));
  return or(...own);
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
  visible: news.visible,
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

const HOUR_MS = 3_600_000;

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
      if (filter.withoutTeacher) conditions.push(isNull(news.teacherId));
      if (filter.excludeId !== undefined) conditions.push(ne(news.id, filter.excludeId));
      const shown = visibilityCondition(filter.visibility);
      if (shown) conditions.push(shown);
      if (filter.publishedBy) conditions.push(lte(news.publishedAt, new Date(filter.publishedBy)));
      if (filter.publishedSince) conditions.push(gte(news.publishedAt, new Date(filter.publishedSince)));
      if (filter.latestPerCategory) {
        // No newer row of the same category passes the same visibility and publication conditions.
        const same: SQL[] = [
          sql`newer.category_id = ${news.categoryId}`,
          sql`(newer.published_at, newer.id) > (${news.publishedAt}, ${news.id})`,
        ];
        if (filter.visibility?.kind === 'visible') same.push(sql`newer.visible`);
        if (filter.publishedBy) same.push(sql`newer.published_at <= ${filter.publishedBy}`);
        conditions.push(sql`not exists (select 1 from ${news} as newer where ${sql.join(same, sql` and `)})`);
      }
      const ranking = filter.ranking;
      const rank =
        ranking && filter.order === 'reads'
          ? readsOf(news.id, ranking.since)
          : ranking && filter.order === 'rising'
            ? riseOf(news.id, ranking)
            : undefined;
      if (rank) conditions.push(sql`${rank} > 0`);
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const categorySort = sql`(select ${newsCategories.sort} from ${newsCategories} where ${newsCategories.id} = ${news.categoryId})`;
      const newest = [desc(news.publishedAt), desc(news.id)];
      const order = rank
        ? [desc(rank), ...newest]
        : filter.latestPerCategory
          ? [asc(categorySort), asc(news.categoryId)]
          : filter.order === 'hot'
            ? [desc(news.visits), desc(news.id)]
            : filter.order === 'likes'
              ? [desc(news.likes), ...newest]
              : newest;
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

    /** By code (e.g. strategy) or, failing that, by title. */
    async categoryByTitle(title: string): Promise<NewsCategoryRow | null> {
      const [row] = await db
        .select()
        .from(newsCategories)
        .where(
          and(
            or(eq(newsCategories.code, title), eq(newsCategories.title, title)),
            eq(newsCategories.enabled, true),
          ),
        )
        .orderBy(sql`${newsCategories.code} = ${title} desc nulls last`)
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

    /** One more read of the article in the hour of `at`. */
    async recordRead(newsId: number, at: Date): Promise<void> {
      const hour = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
      await db
        .insert(newsReadHours)
        .values({ newsId, hour, reads: 1 })
        .onConflictDoUpdate({
          target: [newsReadHours.newsId, newsReadHours.hour],
          set: { reads: sql`${newsReadHours.reads} + 1` },
        });
    },

    /** Which of these articles the member has opened. */
    async readIds(memberId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: newsViews.newsId })
        .from(newsViews)
        .where(and(eq(newsViews.memberId, memberId), inArray(newsViews.newsId, [...ids])));
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Unread per category (NEWS_UNREAD_RULE): visible rows published in [since, by] that the member may
     * open and has not marked read.
     */
    async unreadByCategory(
      memberId: number,
      modules: readonly number[],
      since: Date,
      by: Date,
    ): Promise<{ categoryId: number; count: number }[]> {
      const open =
        modules.length > 0
          ? or(isNull(news.moduleId), inArray(news.moduleId, [...modules]))
          : isNull(news.moduleId);
      return db
        .select({ categoryId: news.categoryId, count: count() })
        .from(news)
        .where(
          and(
            eq(news.visible, true),
            gte(news.publishedAt, since),
            lte(news.publishedAt, by),
            open,
            sql`not exists (select 1 from ${newsViews} where ${newsViews.newsId} = ${news.id} and ${newsViews.memberId} = ${memberId})`,
          ),
        )
        .groupBy(news.categoryId)
        .orderBy(asc(news.categoryId));
    },

    /** Enabled categories on the home page, in home order. */
    async homeCategories(): Promise<NewsCategoryRow[]> {
      return db
        .select()
        .from(newsCategories)
        .where(and(eq(newsCategories.enabled, true), isNotNull(newsCategories.homeSort)))
        .orderBy(asc(newsCategories.homeSort), asc(newsCategories.id));
    },

    async fmCategories(): Promise<NewsCategoryRow[]> {
      return db
        .select()
        .from(newsCategories)
        .where(and(eq(newsCategories.enabled, true), eq(newsCategories.fm, true)))
        .orderBy(asc(newsCategories.sort), asc(newsCategories.id));
    },

    /**
     * Enabled categories ranked by their articles' recorded reads (reads since `since`) or rise (rising
     * windows): only the home ones (all kept, ties in home order), or all with a score above zero.
     */
    async rankedCategories(
      by: 'reads' | 'rising',
      windows: ReadWindows,
      scope: 'home' | 'all',
    ): Promise<NewsCategoryRow[]> {
      const readsIn = (from: string, to?: string) =>
        sql`(select coalesce(sum(${newsReadHours.reads}), 0) from ${newsReadHours} inner join ${news} on ${news.id} = ${newsReadHours.newsId} where ${news.categoryId} = ${newsCategories.id} and ${newsReadHours.hour} >= ${from}${to === undefined ? sql`` : sql` and ${newsReadHours.hour} < ${to}`})`;
      const score =
        by === 'reads'
          ? readsIn(windows.since)
          : sql`(${readsIn(windows.risingFrom)} - ${readsIn(windows.risingBefore, windows.risingFrom)})`;
      const conditions: SQL[] = [eq(newsCategories.enabled, true)];
      if (scope === 'home') conditions.push(isNotNull(newsCategories.homeSort));
      else conditions.push(sql`${score} > 0`);
      return db
        .select({
          id: newsCategories.id,
          title: newsCategories.title,
          sort: newsCategories.sort,
          enabled: newsCategories.enabled,
          code: newsCategories.code,
          homeSort: newsCategories.homeSort,
          fm: newsCategories.fm,
        })
        .from(newsCategories)
        .where(and(...conditions))
        .orderBy(
          desc(score),
          scope === 'home' ? asc(newsCategories.homeSort) : asc(newsCategories.sort),
          asc(newsCategories.id),
        );
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
