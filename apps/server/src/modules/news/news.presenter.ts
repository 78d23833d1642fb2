import type { NewsCategory, NewsDetail, NewsItem } from '@app/contract/news';
import type { NewsCategoryRow } from '../../db/schema/news';
import { canSee, type Viewer } from '../../lib/viewer';
import { isoTime } from '../../lib/iso-time';
import type { NewsSummary, NewsWithTeacher } from './news.repository';

export const toNewsCategory = (row: NewsCategoryRow): NewsCategory => ({ id: row.id, title: row.title });

/**
 * A list item: public fields only (title, summary, thumbnails), plus the lock flag and read mark for the
 * caller.
 */
export const toNewsItem = (row: NewsSummary, viewer: Viewer, read = false): NewsItem => ({
  id: row.id,
  categoryId: row.categoryId,
  title: row.title,
  description: row.description,
  dateTime: isoTime(row.publishedAt),
  picList: [...row.picList],
  visits: row.visits,
  teacher: row.teacher ? { name: row.teacher.name, avatar: row.teacher.avatar } : null,
  likes: row.likes,
  read,
  locked: !canSee(viewer, row.moduleId),
  moduleId: row.moduleId,
});

/** Only ever called after the access check passed: content is the members-only part. */
export const toNewsDetail = (
  row: NewsWithTeacher,
  viewer: Viewer,
  extras: Pick<NewsDetail, 'liked' | 'collected' | 'commentCount' | 'related' | 'read'>,
): NewsDetail => ({
  ...toNewsItem(row, viewer, extras.read),
  content: row.content,
  ...extras,
});
