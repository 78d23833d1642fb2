import { cachedRead, clearingWrite, withCachedPages } from '../../lib/page-cache';
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
    const plain = createNewsRepository(ctx.db);
    // A member's read marks are asked on every list page they see and change only when they open an article.
    const readMarks = ctx.caches.member('news-read');
    const service = createNewsService({
      repo: {
        // List pages are read far more often than they change: each is cached for a moment.
        ...withCachedPages(plain, ctx.caches.list()),
        readIds: cachedRead(
          readMarks,
          (memberId: number, ids: readonly number[]) => `${memberId}:${ids.join(',')}`,
          plain.readIds,
        ),
        markViewed: clearingWrite(readMarks, plain.markViewed),
      },
      access: ctx.use('access'),
      comments: ctx.use('comments'),
      clock: ctx.clock,
    });
    ctx.provide('news', service);
    await ctx.app.register(newsRoutes(service, ctx.searchLimit));
  },
});
