import { defineModule } from '../app-module';
import { createNavRepository } from './nav.repository';
import { navRoutes } from './nav.routes';
import { createNavService, type NavService } from './nav.service';

declare module '../app-module' {
  interface Services {
    nav: NavService;
  }
}

export const navModule = defineModule({
  name: 'nav',
  async setup(ctx) {
    const service = createNavService({ repo: createNavRepository(ctx.db) });
    ctx.provide('nav', service);
    await ctx.app.register(navRoutes(service));
  },
});
