import { defineModule } from '../app-module';
import { createWikiRepository } from './wiki.repository';
import { wikiRoutes } from './wiki.routes';

/** 投资百科: the list and entry pages' calls; the assistant indexes the same table (ai-sources). */
export const wikiModule = defineModule({
  name: 'wiki',
  async setup(ctx) {
    await ctx.app.register(wikiRoutes(createWikiRepository(ctx.db)));
  },
});
