import type { NewsCategory, NewsDetail, NewsItem, NewsListQuery } from '@app/contract/news';
import { NotFoundError } from '../../errors';
import { toNewsCategory, toNewsDetail, toNewsItem } from './news.presenter';
import type { NewsRepository } from './news.repository';

type ParsedListQuery = Required<Pick<NewsListQuery, 'pageNum' | 'pageSize'>> &
  Omit<NewsListQuery, 'pageNum' | 'pageSize'>;

export function createNewsService(deps: { repo: NewsRepository }) {
  return {
    async categories(): Promise<NewsCategory[]> {
      return (await deps.repo.categories()).map(toNewsCategory);
    },

    async list(query: ParsedListQuery): Promise<{ rows: NewsItem[]; total: number }> {
      const pageNum = Number(query.pageNum);
      const pageSize = Number(query.pageSize);
      const { rows, total } = await deps.repo.page(
        {
          categoryId: query.categoryId === undefined ? undefined : Number(query.categoryId),
          title: query.title,
          content: query.content,
        },
        pageSize,
        (pageNum - 1) * pageSize,
      );
      return { rows: rows.map(toNewsItem), total };
    },

    async info(id: number): Promise<NewsDetail> {
      const row = await deps.repo.viewById(id);
      if (!row) throw new NotFoundError();
      return toNewsDetail(row);
    },
  };
}
export type NewsService = ReturnType<typeof createNewsService>;
