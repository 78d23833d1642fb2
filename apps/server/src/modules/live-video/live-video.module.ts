import { defineModule } from '../app-module';
import { createLiveVideoRepository } from './live-video.repository';
import { liveVideoRoutes } from './live-video.routes';
import { createLiveVideoService, type LiveVideoService } from './live-video.service';

declare module '../app-module' {
  interface Services {
    liveVideo: LiveVideoService;
  }
}

export const liveVideoModule = defineModule({
  name: 'live-video',
  async setup(ctx) {
    const service = createLiveVideoService({
      repo: createLiveVideoRepository(ctx.db),
      rooms: ctx.use('liveRoomRepository'),
      access: ctx.use('access'),
      media: ctx.media.paid,
    });
    ctx.provide('liveVideo', service);
    await ctx.app.register(liveVideoRoutes(service));
  },
});
