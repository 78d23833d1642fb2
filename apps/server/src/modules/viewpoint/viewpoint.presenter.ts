import type { ArticleDetail, ViewpointDetail, ViewpointItem } from '@app/contract/news';
import type { ArticleRow } from '../../db/schema/viewpoints';
import { canSee, type Viewer } from '../../lib/viewer';
import type { ViewpointWithTeacher } from './viewpoint.repository';

export const toViewpointItem = (row: ViewpointWithTeacher, viewer: Viewer): ViewpointItem => ({
  id: row.id,
  title: row.title,
  description: row.description,
  dateTime: row.publishedAt.toISOString(),
  picList: [...row.picList],
  likes: row.likes,
  teacher: row.teacher,
  locked: !canSee(viewer, row.moduleId),
  moduleId: row.moduleId,
});

export const toViewpointDetail = (
  row: ViewpointWithTeacher,
  viewer: Viewer,
  extras: Pick<ViewpointDetail, 'liked' | 'commentCount'>,
): ViewpointDetail => ({ ...toViewpointItem(row, viewer), content: row.content, ...extras });

export const toArticleDetail = (row: ArticleRow): ArticleDetail => ({
  id: row.id,
  title: row.title,
  author: row.author,
  pic: row.pic,
  content: row.content,
  dateTime: row.publishedAt.toISOString(),
});
