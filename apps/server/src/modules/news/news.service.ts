import type { ToggleResult } from '@app/contract/content';
import {
  NEWS_FIND_WINDOW_DAYS,
  NEWS_HOT_WINDOW_DAYS,
  NEWS_HOTSPOT_WINDOW_HOURS,
  NEWS_RISING_WINDOW_HOURS,
  NEWS_UNREAD_WINDOW_DAYS,
  RELATED_NEWS_COUNT,
} from '@app/contract/limits';
import { ContentMsg } from '@app/contract/messages';
import type { z } from 'zod';
import {
  STRATEGY_CATEGORY_CODE,
  type NewsCategory,
  type NewsCategoryVariant,
  type NewsDetail,
  type NewsItem,
  type NewsListAction,
  type NewsUnread,
  type newsCodeQuery,
} from '@app/contract/news';
import { NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { visitor, type Viewer } from '../../lib/viewer';
import type { AccessService } from '../access/access.service';
import type { CommentService } from '../comment/comment.service';
import { toNewsCategory, toNewsDetail, toNewsItem } from './news.presenter';
import type { NewsFilter, NewsRepository, NewsSummary, ReadWindows } from './news.repository';
import { offsetOf, type PageQuery } from '../../lib/paging';
import { visibilityFor } from '../../lib/visibility';

/** Every news list form's query; teacherId narrows to one teacher's articles (the teacher news list). */
export type NewsQuery = z.infer<typeof newsCodeQuery>;

/** A-share category: what the stock variant lists. */
const STOCK_CATEGORY_ID = 16;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Feeds of NEWS_FEED_RULES other than the category-code list. */
export type NewsFeed = 'search' | 'find' | 'hot' | 'rising' | 'hotspot';

export function createNewsService(deps: {
  repo: NewsRepository;
  access: AccessService;
  comments: CommentService;
  clock: Clock;
}) {
  const { repo } = deps;

  /**
   * The end of the current minute: lists of what is published "by now" share a cache key for a minute (an
   * article scheduled within the minute may show a few seconds early).
   */
  let minuteEnd = { ms: NaN, iso: '' };
  const publishedBy = () => {
    const ms = Math.ceil((deps.clock.now().getTime() + 1) / MINUTE_MS) * MINUTE_MS;
    // Asked on every list request: written once per minute.
    if (ms !== minuteEnd.ms) minuteEnd = { ms, iso: new Date(ms).toISOString() };
    return minuteEnd.iso;
  };

  /** Read windows start on the hour, as reads are counted by the hour. */
  function readWindows(sinceMs: number): ReadWindows {
    const hour = Math.floor(deps.clock.now().getTime() / HOUR_MS) * HOUR_MS;
    const iso = (ms: number) => new Date(ms).toISOString();
    const rising = NEWS_RISING_WINDOW_HOURS * HOUR_MS;
    return {
      since: iso(hour - sinceMs + HOUR_MS),
      risingFrom: iso(hour - rising + HOUR_MS),
      risingBefore: iso(hour - 2 * rising + HOUR_MS),
    };
  }

  /** List items with the member's read marks. */
  async function present(rows: NewsSummary[], viewer: Viewer): Promise<NewsItem[]> {
    const read =
      viewer.memberId === null
        ? new Set<number>()
        : await repo.readIds(
            viewer.memberId,
            rows.map((r) => r.id),
          );
    return rows.map((r) => toNewsItem(r, viewer, read.has(r.id)));
  }

  /** Every list shows published, visible rows unless its filter says otherwise (NEWS_LIST_RULES). */
  async function page(filter: NewsFilter, query: PageQuery, viewer: Viewer) {
    // Body searches look only into bodies the viewer may open; lists without one keep one shared cache key.
    const searched: NewsFilter = {
      visibility: { kind: 'visible' },
      publishedBy: publishedBy(),
      ...filter,
      openModules: filter.content || filter.keyword ? [...viewer.modules].sort((a, b) => a - b) : undefined,
    };
    const { rows, total } = await repo.page(searched, query.pageSize, offsetOf(query));
    return { rows: await present(rows, viewer), total };
  }

  async function mustExist(id: number) {
    const gate = await repo.gate(id);
    if (!gate) throw new NotFoundError();
    return gate;
  }

  /** The ranked and searched feeds (NEWS_FEED_RULES). */
  function feed(kind: NewsFeed, filter: NewsFilter, query: PageQuery, viewer: Viewer) {
    switch (kind) {
      case 'search':
        if (!filter.keyword && !filter.title && !filter.content)
          return Promise.resolve({ rows: [] as NewsItem[], total: 0 });
        return page(filter, query, viewer);
      case 'find': {
        const since = Math.floor((deps.clock.now().getTime() - NEWS_FIND_WINDOW_DAYS * DAY_MS) / MINUTE_MS);
        return page(
          { ...filter, order: 'likes', publishedSince: new Date(since * MINUTE_MS).toISOString() },
          query,
          viewer,
        );
      }
      case 'hot':
        return page(
          { ...filter, order: 'reads', ranking: readWindows(NEWS_HOT_WINDOW_DAYS * DAY_MS) },
          query,
          viewer,
        );
      case 'hotspot':
        return page(
          { ...filter, order: 'reads', ranking: readWindows(NEWS_HOTSPOT_WINDOW_HOURS * HOUR_MS) },
          query,
          viewer,
        );
      case 'rising':
        return page({ ...filter, order: 'rising', ranking: readWindows(DAY_MS) }, query, viewer);
    }
  }

  /** categoryCode is a category id ("15") or a category title ("要闻"); unknown codes match nothing. */
  async function categoryFromCode(code: string | undefined): Promise<number | undefined | null> {
    if (!code) return undefined;
    const category = /^\d{1,9}$/.test(code)
      ? await repo.categoryById(Number(code))
      : await repo.categoryByTitle(code);
    return category ? category.id : null;
  }

  return {
    async categories(): Promise<NewsCategory[]> {
      return (await repo.categories()).map(toNewsCategory);
    },

    /** /category/{variant}: NEWS_CATEGORY_RULES. */
    async categoryVariant(variant: NewsCategoryVariant): Promise<NewsCategory[]> {
      const windows = readWindows(NEWS_HOT_WINDOW_DAYS * DAY_MS);
      const rows =
        variant === 'home'
          ? await repo.homeCategories()
          : variant === 'fm'
            ? await repo.fmCategories()
            : await repo.rankedCategories(
                variant.endsWith('hot') ? 'reads' : 'rising',
                windows,
                variant.startsWith('home/') ? 'home' : 'all',
              );
      return rows.map(toNewsCategory);
    },

    async category(id: number): Promise<NewsCategory> {
      const row = await repo.categoryById(id);
      if (!row) throw new NotFoundError(ContentMsg.categoryNotFound);
      return toNewsCategory(row);
    },

    list(query: NewsQuery, viewer: Viewer) {
      return page(
        { categoryId: query.categoryId, title: query.title, content: query.content, keyword: query.keyword },
        query,
        viewer,
      );
    },

    /** /list/{action}: NEWS_LIST_RULES; unknown actions are refused by the schema. */
    async listAction(action: NewsListAction, query: NewsQuery, viewer: Viewer) {
      const base: NewsFilter = {
        categoryId: query.categoryId,
        title: query.title,
        content: query.content,
        keyword: query.keyword,
        teacherId: query.teacherId,
      };
      switch (action) {
        case 'hotspot':
          return feed('hotspot', base, query, viewer);
        case 'find':
          return feed('find', base, query, viewer);
        case 'live':
          return page({ ...base, withTeacher: true }, query, viewer);
        case 'news':
          return page({ ...base, withoutTeacher: true }, query, viewer);
        case 'newsCategory':
          return page({ ...base, latestPerCategory: true }, query, viewer);
        case 'stock':
          return page({ ...base, categoryId: query.categoryId ?? STOCK_CATEGORY_ID }, query, viewer);
        case 'strategy': {
          const strategy = await repo.categoryByTitle(STRATEGY_CATEGORY_CODE);
          if (!strategy) return { rows: [] as NewsItem[], total: 0 };
          return page({ ...base, categoryId: strategy.id, withTeacher: true }, query, viewer);
        }
        case 'all':
          return page({ ...base, visibility: { kind: 'all' } }, query, viewer);
        case 'allorvisible':
          return page({ ...base, visibility: visibilityFor('allOrVisible', viewer) }, query, viewer);
        case 'visible':
          return page(base, query, viewer);
      }
    },

    listByTeacher(teacherId: number, query: PageQuery, viewer: Viewer) {
      return page({ teacherId }, query, viewer);
    },

    /** /api/news/list and the feeds of NEWS_FEED_RULES, narrowed by categoryCode when given. */
    async listByCode(query: NewsQuery, viewer: Viewer, kind: 'code' | NewsFeed = 'code') {
      const categoryId = await categoryFromCode(query.categoryCode);
      if (categoryId === null) return { rows: [] as NewsItem[], total: 0 };
      const filter: NewsFilter = {
        categoryId: categoryId ?? query.categoryId,
        title: query.title,
        content: query.content,
        keyword: query.keyword,
        teacherId: query.teacherId,
      };
      return kind === 'code' ? page(filter, query, viewer) : feed(kind, filter, query, viewer);
    },

    async related(id: number | undefined, query: PageQuery, viewer: Viewer) {
      if (id === undefined) return page({ order: 'hot' }, query, viewer);
      const gate = await mustExist(id);
      return page({ categoryId: gate.categoryId, excludeId: id }, query, viewer);
    },

    /**
     * A free article as a visitor sees it, for the page the server draws before the app arrives: no visit
     * or read is counted (the app's own read counts it), and a locked article has none (null).
     */
    async freeArticle(id: number): Promise<(NewsItem & { content: string }) | null> {
      const row = await repo.byId(id);
      return row && row.moduleId === null ? { ...toNewsItem(row, visitor), content: row.content } : null;
    },

    /** 206 for a locked article the caller lacks; the visit counts only when the article is shown. */
    async info(id: number, viewer: Viewer): Promise<NewsDetail> {
      const gate = await mustExist(id);
      await deps.access.assertCanSee(viewer, gate.moduleId);
      await repo.countVisit(id);
      await repo.recordRead(id, deps.clock.now());
      const row = await repo.byId(id);
      if (!row) throw new NotFoundError();
      const [liked, collected, commentCount, related, read] = await Promise.all([
        repo.likes.has(id, viewer.memberId),
        repo.favorites.has(id, viewer.memberId),
        deps.comments.count('news', id),
        repo.page(
          {
            categoryId: row.categoryId,
            excludeId: id,
            visibility: { kind: 'visible' },
            publishedBy: publishedBy(),
          },
          RELATED_NEWS_COUNT,
          0,
        ),
        viewer.memberId === null ? new Set<number>() : repo.readIds(viewer.memberId, [id]),
      ]);
      return toNewsDetail(row, viewer, {
        liked,
        collected,
        commentCount,
        read: read.has(id),
        related: await present(related.rows, viewer),
      });
    },

    async saveView(id: number, viewer: Viewer): Promise<void> {
      const gate = await mustExist(id);
      // Reading a locked article the caller cannot open is not a read.
      await deps.access.assertCanSee(viewer, gate.moduleId);
      if (viewer.memberId !== null) await repo.markViewed(id, viewer.memberId, deps.clock.now());
    },

    /** NEWS_UNREAD_RULE for the member, in all and per category. */
    async unread(viewer: Viewer & { memberId: number }): Promise<NewsUnread> {
      const now = deps.clock.now();
      const categories = await repo.unreadByCategory(
        viewer.memberId,
        [...viewer.modules],
        new Date(now.getTime() - NEWS_UNREAD_WINDOW_DAYS * DAY_MS),
        now,
      );
      return { count: categories.reduce((sum, c) => sum + c.count, 0), categories };
    },

    async like(id: number, memberId: number): Promise<ToggleResult> {
      await mustExist(id);
      return repo.likes.toggle(id, memberId);
    },

    async favorite(id: number, memberId: number): Promise<ToggleResult> {
      await mustExist(id);
      return repo.favorites.toggle(id, memberId);
    },

    async favorites(memberId: number, query: PageQuery, viewer: Viewer) {
      const { rows, total } = await repo.favoritesPage(memberId, query.pageSize, offsetOf(query));
      return { rows: await present(rows, viewer), total };
    },

    /** POST /api/news/follow/{id}: follows the article's teacher, or its category when it has none. */
    async follow(id: number, memberId: number): Promise<ToggleResult> {
      const gate = await mustExist(id);
      return gate.teacherId !== null
        ? repo.teacherFollows.toggle(gate.teacherId, memberId)
        : repo.categoryFollows.toggle(gate.categoryId, memberId);
    },

    async comment(id: number, memberId: number, content: string, viewer: Viewer) {
      const gate = await mustExist(id);
      await deps.access.assertCanSee(viewer, gate.moduleId);
      return deps.comments.add('news', id, memberId, content);
    },

    async commentList(id: number, query: PageQuery, viewer: Viewer) {
      const gate = await mustExist(id);
      await deps.access.assertCanSee(viewer, gate.moduleId);
      return deps.comments.list('news', id, query);
    },

    async followCategory(categoryId: number, memberId: number): Promise<ToggleResult> {
      if (!(await repo.categoryById(categoryId))) throw new NotFoundError(ContentMsg.categoryNotFound);
      return repo.categoryFollows.toggle(categoryId, memberId);
    },

    async followedCategories(memberId: number): Promise<NewsCategory[]> {
      return (await repo.followedCategories(memberId)).map(toNewsCategory);
    },
  };
}
export type NewsService = ReturnType<typeof createNewsService>;
