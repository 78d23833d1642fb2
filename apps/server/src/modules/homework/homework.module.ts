import { defineModule } from '../app-module';
import { createHomeworkRepository } from './homework.repository';
import { homeworkRoutes } from './homework.routes';
import { createHomeworkService } from './homework.service';

export const homeworkModule = defineModule({
  name: 'homework',
  async setup(ctx) {
    const service = createHomeworkService({
      repo: createHomeworkRepository(ctx.db),
      clock: ctx.clock,
      push: ctx.use('push'),
      onNotifyFailure: (error) => ctx.log.warn({ err: error }, 'homework notification failed'),
    });
    await ctx.app.register(homeworkRoutes(service));
  },
});
