import { z } from 'zod';
import { commentText, lockFields } from './content';
import { pageQuery } from './envelope';
import { count, idParam, int4, rowId } from './ids';
import {
  NEWS_FIND_WINDOW_DAYS,
  NEWS_HOT_WINDOW_DAYS,
  NEWS_HOTSPOT_WINDOW_HOURS,
  NEWS_RISING_WINDOW_HOURS,
  NEWS_UNREAD_WINDOW_DAYS,
} from './limits';

export const newsCategory = z.object({ id: rowId, title: z.string() });
export type NewsCategory = z.infer<typeof newsCategory>;

export const newsItem = z.object({
  id: rowId,
  categoryId: int4,
  title: z.string(),
  description: z.string(),
  dateTime: z.string(),
  picList: z.array(z.string()),
  visits: int4,
  teacher: z.object({ name: z.string(), avatar: z.string() }).nullable(),
  likes: int4,
  /** The member has opened it (POST view save); always false for visitors. */
  read: z.boolean(),
  ...lockFields,
});
export type NewsItem = z.infer<typeof newsItem>;

/** GET /api/news/ver/2/info/{id}: one article; content is HTML sanitized by the server (allowlist). */
export const newsDetail = newsItem.extend({
  content: z.string(),
  /** The caller's own state; false for visitors. */
  liked: z.boolean(),
  collected: z.boolean(),
  commentCount: int4,
  related: z.array(newsItem),
});
export type NewsDetail = z.infer<typeof newsDetail>;

export const newsListQuery = pageQuery.extend({
  categoryId: idParam.optional(),
  title: z.string().trim().max(50).optional(),
  content: z.string().trim().max(50).optional(),
});
export type NewsListQuery = z.input<typeof newsListQuery>;

/** /api/news/ver/2/list/{action}: list variants (strategy is the member's strategy page). */
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
  'strategy',
]);
export type NewsListAction = z.infer<typeof NewsListAction>;

/*
 * What every list means (decision 036). Shared by every list unless its rule says otherwise: only published
 * articles (publication time reached), hidden ones (visible false) left out, locked ones listed with public
 * fields and the lock flag only. "Reads" are recorded openings of an article (GET info that showed it),
 * counted by the hour they happened in.
 */
export const NEWS_LIST_RULES = {
  hotspot: `Hot topics: articles read in the last ${NEWS_HOTSPOT_WINDOW_HOURS} hours, most read first`,
  live: 'Teacher articles (those with a teacher), newest first',
  news: 'Editorial news (articles without a teacher), newest first',
  newsCategory: "Each category's headline: the newest article of every category, in category order",
  all: 'Everything published, hidden articles included, newest first',
  allorvisible:
    'Visible articles, plus hidden ones the caller wrote (as a teacher) or holds the module of, newest first',
  visible: 'Visible articles, newest first (the same rule as the plain list)',
  stock: 'The A股 category, newest first',
  find: `Discover: articles published in the last ${NEWS_FIND_WINDOW_DAYS} days, most liked first, then newest`,
  strategy: "Strategy (策略): teachers' articles of the strategy category, newest first",
} as const satisfies Record<NewsListAction, string>;

/** The other article lists of SPEC §7 (paths in Api). */
export const NEWS_FEED_RULES = {
  byCode: 'Articles of a categoryCode (a category id, code or title), newest first; unknown codes match none',
  search:
    'Articles whose title or content contains keyword (bodies only where the caller may read them), newest first; no keyword, no rows',
  getFind: NEWS_LIST_RULES.find,
  findHot: `Most read: articles read in the last ${NEWS_HOT_WINDOW_DAYS} days, most read first`,
  findTuyere: `Rising (风口): articles read more in the last ${NEWS_RISING_WINDOW_HOURS} hours than in the ${NEWS_RISING_WINDOW_HOURS} hours before, biggest rise first`,
  hotspotAll: NEWS_LIST_RULES.hotspot,
} as const;

/** /api/news/category/{variant}: category lists. */
export const NewsCategoryVariant = z.enum(['home', 'home/hot', 'home/tuyere', 'hot', 'tuyere', 'fm']);
export type NewsCategoryVariant = z.infer<typeof NewsCategoryVariant>;
export const NEWS_CATEGORY_RULES = {
  home: 'Categories shown on the home page, in their home order',
  'home/hot': `Home categories, the most read in the last ${NEWS_HOT_WINDOW_DAYS} days first (ties in home order)`,
  'home/tuyere': `Home categories, the fastest rising (reads in the last ${NEWS_RISING_WINDOW_HOURS} hours minus the ${NEWS_RISING_WINDOW_HOURS} hours before) first (ties in home order)`,
  hot: `Categories read in the last ${NEWS_HOT_WINDOW_DAYS} days, most read first`,
  tuyere: `Categories whose reads rose in the last ${NEWS_RISING_WINDOW_HOURS} hours against the ${NEWS_RISING_WINDOW_HOURS} hours before, biggest rise first`,
  fm: 'Audio (radio-like) categories, flagged fm, in category order',
} as const satisfies Record<NewsCategoryVariant, string>;

/** The strategy category's code (categoryCode=strategy also lists it). */
export const STRATEGY_CATEGORY_CODE = 'strategy';

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

export const NEWS_UNREAD_RULE = `Visible articles published in the last ${NEWS_UNREAD_WINDOW_DAYS} days that the member may open (free, or a module they hold) and has not marked read`;
/** GET /api/news/view/ver/2/unread: NEWS_UNREAD_RULE, in all and per category (categories with none left out). */
export const newsUnread = z.object({
  count: count,
  categories: z.array(z.object({ categoryId: int4, count: count })),
});
export type NewsUnread = z.infer<typeof newsUnread>;

/** Viewpoints: a teacher's short market view. */
export const viewpointItem = z.object({
  id: rowId,
  title: z.string(),
  description: z.string(),
  dateTime: z.string(),
  picList: z.array(z.string()),
  likes: int4,
  teacher: z.object({ id: rowId, name: z.string(), avatar: z.string() }),
  ...lockFields,
});
export type ViewpointItem = z.infer<typeof viewpointItem>;
export const viewpointDetail = viewpointItem.extend({
  content: z.string(),
  liked: z.boolean(),
  commentCount: int4,
});
export type ViewpointDetail = z.infer<typeof viewpointDetail>;
export const viewpointListQuery = pageQuery.extend({ teacherId: idParam.optional() });
export const viewpointIdBody = z.object({ viewpointId: idParam });
export const viewpointCommentBody = z.object({ viewpointId: idParam, content: commentText });
export const viewpointShareQuery = z.object({ viewpointId: idParam });

/** GET /api/article/get/info/{id}: a long-form finance article (e.g. the member's article page). */
export const articleDetail = z.object({
  id: rowId,
  title: z.string(),
  author: z.string(),
  pic: z.string(),
  content: z.string(),
  dateTime: z.string(),
});
export type ArticleDetail = z.infer<typeof articleDetail>;
