import { CHAT_SEND_RATE_COUNT, CHAT_SEND_RATE_WINDOW_MS } from '@app/contract/chat';
import { createChatHub } from '../../realtime/chat-hub';
import { chatSocket } from '../../realtime/chat-socket';
import { defineModule } from '../app-module';
import { createChatRepository } from './chat.repository';
import { chatRoutes } from './chat.routes';
import { createChatService, type ChatService } from './chat.service';

declare module '../app-module' {
  interface Services {
    /** Private messages between members and teachers. */
    chat: ChatService;
  }
}

export const chatModule = defineModule({
  name: 'chat',
  async setup(ctx) {
    const hub = createChatHub({ broker: ctx.broker });
    const service = createChatService({
      repo: createChatRepository(ctx.db),
      clock: ctx.clock,
      hub,
      // Counted in the shared store (like live-room sends), so N instances do not allow N times the rate.
      sendLimit: ctx.rateLimits.sliding('chat-send', {
        limit: CHAT_SEND_RATE_COUNT,
        windowMs: CHAT_SEND_RATE_WINDOW_MS,
      }),
      log: ctx.log,
      notify: (memberId, notice) => ctx.use('push').notify(memberId, notice),
    });
    ctx.provide('chat', service);
    await ctx.app.register(chatRoutes(service));
    await ctx.app.register(chatSocket, {
      config: ctx.config.live,
      hub,
      authenticate: (token) => ctx.use('account').authenticate(token),
    });
  },
});
