import { NEWS_READ_PRUNE_SWEEP_MS } from '@app/contract/limits';
import { cachedRead, clearingWrite, withCachedPages } from '../../lib/page-cache';
import { defineModule } from '../app-module';
import { Pages } from '@app/contract/pages';
import { newsFirstScreen } from './news-first-screen';
import { newsListFirstScreen } from './news-list-first-screen';
import { createNewsRepository } from './news.repository';
import { newsRoutes } from './news.routes';
import { createNewsService, type NewsService } from './news.service';
import { createReadHoursPrune } from './read-hours-prune';

declare module '../app-module' {
  interface Services {
    news: NewsService;
  }
}
declare module 'fastify' {
  interface FastifyInstance {
    /** Prunes read hours no window counts any more, once per hour across instances (null: already done). */
    pruneNewsReads(): Promise<number | null>;
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
    // A shared article opened cold shows its text before the app's code has arrived.
    const firstScreen = newsFirstScreen(service);
    ctx.app.firstScreens.set(Pages.newsDetails, firstScreen);
    ctx.app.firstScreens.set(Pages.newsDetailsShow, firstScreen);
    // So does the news list, with the chosen tab's newest articles.
    ctx.app.firstScreens.set(Pages.newsList, newsListFirstScreen(service));

    // Every instance looks on a timer; the prune's conditional upsert lets one of them prune each hour.
    const prune = createReadHoursPrune({ db: ctx.db, clock: ctx.clock });
    ctx.app.decorate('pruneNewsReads', prune);
    const timer = setInterval(() => {
      prune().catch((error: unknown) => ctx.log.error({ err: error }, 'news read-hours prune failed'));
    }, NEWS_READ_PRUNE_SWEEP_MS);
    timer.unref();
    ctx.app.addHook('onClose', async () => clearInterval(timer));
    await ctx.app.register(newsRoutes(service, ctx.searchLimit));
  },
});
