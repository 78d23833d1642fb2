import { withCachedPages } from '../../lib/page-cache';
import { defineModule } from '../app-module';
import { createNewsRepository } from './news.repository';
import { newsRoutes } from './news.routes';
import { createNewsService, type NewsService } from './news.service';

declare module '../app-module' {
  interface Services {
    news: NewsService;
  }
}

export const newsModule = defineModule({
  name: 'news',
  async setup(ctx) {
    const service = createNewsService({
      // List pages are read far more often than they change: each is cached for a moment.
      repo: withCachedPages(createNewsRepository(ctx.db), ctx.caches.list()),
      access: ctx.use('access'),
      comments: ctx.use('comments'),
      clock: ctx.clock,
    });
    ctx.provide('news', service);
    await ctx.app.register(newsRoutes(service, ctx.searchLimit));
  },
});
