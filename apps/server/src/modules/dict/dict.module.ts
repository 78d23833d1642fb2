import { defineModule } from '../app-module';
import { createDictRepository, type DictRepository } from './dict.repository';
import { dictRoutes } from './dict.routes';

declare module '../app-module' {
  interface Services {
    dict: DictRepository;
  }
}

export const dictModule = defineModule({
  name: 'dict',
  async setup(ctx) {
    const repo = createDictRepository(ctx.db);
    ctx.provide('dict', repo);
    await ctx.app.register(dictRoutes(repo));
  },
});
