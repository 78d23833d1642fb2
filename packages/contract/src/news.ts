import { z } from 'zod';
import { pageQuery } from './envelope';

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
});
export type NewsItem = z.infer<typeof newsItem>;

/** GET /api/news/ver/2/info/{id}: one article; content is HTML sanitized by the server (allowlist). */
export const newsDetail = newsItem.extend({ content: z.string() });
export type NewsDetail = z.infer<typeof newsDetail>;

export const newsListQuery = pageQuery.extend({
  categoryId: z.coerce.number().int().min(1).max(2147483647).optional(),
  title: z.string().trim().max(50).optional(),
  content: z.string().trim().max(50).optional(),
});
export type NewsListQuery = z.input<typeof newsListQuery>;
