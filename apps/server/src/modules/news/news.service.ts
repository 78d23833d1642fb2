import type { ToggleResult } from '@app/contract/content';
import { RELATED_NEWS_COUNT } from '@app/contract/limits';
import { ContentMsg } from '@app/contract/messages';
import type { z } from 'zod';
import type { NewsCategory, NewsDetail, NewsItem, NewsListAction, newsCodeQuery } from '@app/contract/news';
import { NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { Viewer } from '../../lib/viewer';
import type { AccessService } from '../access/access.service';
import type { CommentService } from '../comment/comment.service';
import { toNewsCategory, toNewsDetail, toNewsItem } from './news.presenter';
import type { NewsFilter, NewsRepository } from './news.repository';
import { offsetOf, type PageQuery } from '../../lib/paging';

/** Every news list form's query; teacherId narrows to one teacher's articles (the teacher news list). */
export type NewsQuery = z.infer<typeof newsCodeQuery>;

/** A-share category: what the stock variant lists. */
const STOCK_CATEGORY_ID = 16;

export function createNewsService(deps: {
  repo: NewsRepository;
  access: AccessService;
  comments: CommentService;
  clock: Clock;
}) {
  const { repo } = deps;

  async function page(filter: NewsFilter, query: PageQuery, viewer: Viewer) {
    // Body searches look only into bodies the viewer may open; lists without one keep one shared cache key.
    const searched =
      filter.content || filter.keyword
        ? { ...filter, openModules: [...viewer.modules].sort((a, b) => a - b) }
        : { ...filter, openModules: undefined };
    const { rows, total } = await repo.page(searched, query.pageSize, offsetOf(query));
    return { rows: rows.map((r) => toNewsItem(r, viewer)), total };
  }

  async function mustExist(id: number) {
    const gate = await repo.gate(id);
    if (!gate) throw new NotFoundError();
    return gate;
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

    /** /list/{action}: variants of the list (SPEC §7); unknown actions are refused by the schema. */
    listAction(action: NewsListAction, query: NewsQuery, viewer: Viewer) {
      const base: NewsFilter = {
        categoryId: query.categoryId,
        title: query.title,
        content: query.content,
        keyword: query.keyword,
        teacherId: query.teacherId,
      };
      switch (action) {
        case 'hotspot':
          return page({ ...base, order: 'hot' }, query, viewer);
        case 'live':
          return page({ ...base, withTeacher: true }, query, viewer);
        case 'stock':
          return page({ ...base, categoryId: query.categoryId ?? STOCK_CATEGORY_ID }, query, viewer);
        default:
          return page(base, query, viewer);
      }
    },

    listByTeacher(teacherId: number, query: PageQuery, viewer: Viewer) {
      return page({ teacherId }, query, viewer);
    },

    async listByCode(query: NewsQuery, viewer: Viewer, order: 'latest' | 'hot' = 'latest') {
      const categoryId = await categoryFromCode(query.categoryCode);
      if (categoryId === null) return { rows: [] as NewsItem[], total: 0 };
      return page(
        {
          categoryId: categoryId ?? query.categoryId,
          title: query.title,
          content: query.content,
          keyword: query.keyword,
          teacherId: query.teacherId,
          order,
        },
        query,
        viewer,
      );
    },

    async related(id: number | undefined, query: PageQuery, viewer: Viewer) {
      if (id === undefined) return page({ order: 'hot' }, query, viewer);
      const gate = await mustExist(id);
      return page({ categoryId: gate.categoryId, excludeId: id }, query, viewer);
    },

    /** 206 for a locked article the caller lacks; the visit counts only when the article is shown. */
    async info(id: number, viewer: Viewer): Promise<NewsDetail> {
      const gate = await mustExist(id);
      await deps.access.assertCanSee(viewer, gate.moduleId);
      await repo.countVisit(id);
      const row = await repo.byId(id);
      if (!row) throw new NotFoundError();
      const [liked, collected, commentCount, related] = await Promise.all([
        repo.likes.has(id, viewer.memberId),
        repo.favorites.has(id, viewer.memberId),
        deps.comments.count('news', id),
        repo.page({ categoryId: row.categoryId, excludeId: id }, RELATED_NEWS_COUNT, 0),
      ]);
      return toNewsDetail(row, viewer, {
        liked,
        collected,
        commentCount,
        related: related.rows.map((r) => toNewsItem(r, viewer)),
      });
    },

    async saveView(id: number, viewer: Viewer): Promise<void> {
      const gate = await mustExist(id);
      // Reading a locked article the caller cannot open is not a read.
      await deps.access.assertCanSee(viewer, gate.moduleId);
      if (viewer.memberId !== null) await repo.markViewed(id, viewer.memberId, deps.clock.now());
    },

    unread: (memberId: number) => repo.unreadCount(memberId),

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
      return { rows: rows.map((r) => toNewsItem(r, viewer)), total };
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
