import { defineModule } from '../app-module';
import { createViewpointRepository } from './viewpoint.repository';
import { viewpointRoutes } from './viewpoint.routes';
import { createViewpointService, type ViewpointService } from './viewpoint.service';

declare module '../app-module' {
  interface Services {
    viewpoints: ViewpointService;
  }
}

export const viewpointModule = defineModule({
  name: 'viewpoint',
  async setup(ctx) {
    const service = createViewpointService({
      repo: createViewpointRepository(ctx.db),
      access: ctx.use('access'),
      comments: ctx.use('comments'),
    });
    ctx.provide('viewpoints', service);
    await ctx.app.register(viewpointRoutes(service));
  },
});
