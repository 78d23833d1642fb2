import { defineModule } from '../app-module';
import { createLiveRoomRepository, type LiveRoomRepository } from './live-room.repository';
import { liveRoomRoutes } from './live-room.routes';
import { createLiveRoomService, type LiveRoomService } from './live-room.service';

declare module '../app-module' {
  interface Services {
    liveRooms: LiveRoomService;
    liveRoomRepository: LiveRoomRepository;
  }
}

export const liveRoomModule = defineModule({
  name: 'live-room',
  async setup(ctx) {
    const repo = createLiveRoomRepository(ctx.db);
    const service = createLiveRoomService({
      repo,
      clock: ctx.clock,
      online: (liveId) => ctx.presence.online(liveId),
    });
    ctx.provide('liveRoomRepository', repo);
    ctx.provide('liveRooms', service);
    await ctx.app.register(liveRoomRoutes(service));
  },
});
