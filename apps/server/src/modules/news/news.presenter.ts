import type { NewsCategory, NewsDetail, NewsItem } from '@app/contract/news';
import type { NewsCategoryRow } from '../../db/schema/news';
import type { NewsSummary, NewsWithTeacher } from './news.repository';

export const toNewsCategory = (row: NewsCategoryRow): NewsCategory => ({ id: row.id, title: row.title });

export const toNewsItem = (row: NewsSummary): NewsItem => ({
  id: row.id,
  categoryId: row.categoryId,
  title: row.title,
  description: row.description,
  dateTime: row.publishedAt.toISOString(),
  picList: [...row.picList],
  visits: row.visits,
  teacher: row.teacher ? { name: row.teacher.name, avatar: row.teacher.avatar } : null,
});

export const toNewsDetail = (row: NewsWithTeacher): NewsDetail => ({
  ...toNewsItem(row),
  content: row.content,
});
