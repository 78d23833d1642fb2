import { Pages } from '@app/contract/pages';
import { createRoomEvents } from '../../realtime/room-events';
import { defineModule } from '../app-module';
import { createLiveMessageRepository } from './live-message.repository';
import { chatFirstScreen } from './chat-first-screen';
import { liveMessageRoutes } from './live-message.routes';
import { createLiveMessageService, type LiveMessageService } from './live-message.service';

declare module '../app-module' {
  interface Services {
    liveMessages: LiveMessageService;
  }
}

export const liveMessageModule = defineModule({
  name: 'live-message',
  async setup(ctx) {
    const service = createLiveMessageService({
      repo: createLiveMessageRepository(ctx.db),
      rooms: ctx.use('liveRooms'),
      events: createRoomEvents(ctx.hub),
      clock: ctx.clock,
      // Paid rooms (live_rooms.module_id) show their messages only to holders of the module.
      access: ctx.use('access'),
      push: ctx.use('push'),
      onNotifyFailure: (error) => ctx.log.warn({ err: error }, 'live reply notification failed'),
    });
    ctx.provide('liveMessages', service);
    ctx.app.firstScreens.set(Pages.chat, chatFirstScreen(ctx.use('liveRooms'), service));
    await ctx.app.register(liveMessageRoutes(service, ctx.searchLimit));
  },
});
