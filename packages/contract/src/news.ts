import { z } from 'zod';
import { commentText, lockFields } from './content';
import { pageQuery } from './envelope';
import { idParam } from './ids';

export const newsCategory = z.object({ id: z.number().int(), title: z.string() });
export type NewsCategory = z.infer<typeof newsCategory>;

export const newsItem = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  title: z.string(),
  description: z.string(),
  dateTime: z.string(),
  picList: z.array(z.string()),
  visits: z.number().int(),
  teacher: z.object({ name: z.string(), avatar: z.string() }).nullable(),
  likes: z.number().int(),
  ...lockFields,
});
export type NewsItem = z.infer<typeof newsItem>;

/** GET /api/news/ver/2/info/{id}: one article; content is HTML sanitized by the server (allowlist). */
export const newsDetail = newsItem.extend({
  content: z.string(),
  /** The caller's own state; false for visitors. */
  liked: z.boolean(),
  collected: z.boolean(),
  commentCount: z.number().int(),
  related: z.array(newsItem),
});
export type NewsDetail = z.infer<typeof newsDetail>;

export const newsListQuery = pageQuery.extend({
  categoryId: z.coerce.number().int().min(1).max(2147483647).optional(),
  title: z.string().trim().max(50).optional(),
  content: z.string().trim().max(50).optional(),
});
export type NewsListQuery = z.input<typeof newsListQuery>;

/** /api/news/ver/2/list/{action}: list variants. */
export const NewsListAction = z.enum([
  'hotspot',
  'live',
  'news',
  'newsCategory',
  'all',
  'allorvisible',
  'visible',
  'stock',
  'find',
]);
export type NewsListAction = z.infer<typeof NewsListAction>;

/**
 * /api/news/list, /search, /get/find, /find/hot, /find/tuyere and /ver/2/list/{action}: categoryCode is a
 * category id or a title; teacherId narrows to one teacher's articles (the teacher news list).
 */
export const newsCodeQuery = newsListQuery.extend({
  categoryCode: z.string().trim().max(32).optional(),
  keyword: z.string().trim().max(50).optional(),
  teacherId: idParam.optional(),
});

export const newsIdBody = z.object({ newsId: idParam });
export const newsCommentBody = z.object({ newsId: idParam, content: commentText });
export const newsCategoryFollowBody = z.object({ categoryId: idParam });
/** POST /api/news/view/ver/2/save: records that the caller read an article. */
export const newsViewSaveBody = z.object({ newsId: idParam });
export const newsUnread = z.object({ count: z.number().int() });

/** Viewpoints: a teacher's short market view. */
export const viewpointItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  dateTime: z.string(),
  picList: z.array(z.string()),
  likes: z.number().int(),
  teacher: z.object({ id: z.number().int(), name: z.string(), avatar: z.string() }),
  ...lockFields,
});
export type ViewpointItem = z.infer<typeof viewpointItem>;
export const viewpointDetail = viewpointItem.extend({
  content: z.string(),
  liked: z.boolean(),
  commentCount: z.number().int(),
});
export type ViewpointDetail = z.infer<typeof viewpointDetail>;
export const viewpointListQuery = pageQuery.extend({ teacherId: idParam.optional() });
export const viewpointIdBody = z.object({ viewpointId: idParam });
export const viewpointCommentBody = z.object({ viewpointId: idParam, content: commentText });
export const viewpointShareQuery = z.object({ viewpointId: idParam });

/** GET /api/article/get/info/{id}: a long-form finance article (e.g. the member's article page). */
export const articleDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  pic: z.string(),
  content: z.string(),
  dateTime: z.string(),
});
export type ArticleDetail = z.infer<typeof articleDetail>;
