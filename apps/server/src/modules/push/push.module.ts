import { defineModule } from '../app-module';
import { createPushRepository } from './push.repository';
import { pushRoutes } from './push.routes';
import { createPushService, type PushService } from './push.service';

declare module '../app-module' {
  interface Services {
    /** Tells a member something: ctx.use('push').notify(memberId, { kind, title, body, link }). */
    push: PushService;
  }
}

export const pushModule = defineModule({
  name: 'push',
  async setup(ctx) {
    const service = createPushService({ repo: createPushRepository(ctx.db), clock: ctx.clock });
    ctx.provide('push', service);
    await ctx.app.register(pushRoutes(service));
  },
});
