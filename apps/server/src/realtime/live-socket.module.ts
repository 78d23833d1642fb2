import { defineModule } from '../modules/app-module';
import { liveSocket } from './live-socket';
import { createSendLimits } from './send-limits';

export const liveSocketModule = defineModule({
  name: 'live-socket',
  setup: (ctx) =>
    ctx.app.register(liveSocket, {
      config: ctx.config.live,
      hub: ctx.hub,
      presence: ctx.presence,
      rooms: ctx.use('liveRooms'),
      messages: ctx.use('liveMessages'),
      sendLimits: createSendLimits(ctx.rateLimits, ctx.config.live),
      authenticate: (token) => ctx.use('account').authenticate(token),
    }),
});
