import { defineModule } from '../app-module';
import { createAdRepository } from './ad.repository';
import { adRoutes } from './ad.routes';
import { createAdService } from './ad.service';

export const adModule = defineModule({
  name: 'ad',
  setup: (ctx) => ctx.app.register(adRoutes(createAdService({ repo: createAdRepository(ctx.db) }))),
});
