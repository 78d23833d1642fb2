import type { FastifyInstance } from 'fastify';
import type { SearchLimit } from '../../lib/search-limit';
import { newsCategoryRoutes } from './news-category.routes';
import { newsDetailRoutes } from './news-detail.routes';
import { newsListRoutes } from './news-list.routes';
import type { NewsService } from './news.service';

/** Every news route, by sub-resource. */
export function newsRoutes(newsService: NewsService, search: SearchLimit) {
  return async (app: FastifyInstance) => {
    await newsCategoryRoutes(newsService)(app);
    await newsListRoutes(newsService, search)(app);
    await newsDetailRoutes(newsService)(app);
  };
}
