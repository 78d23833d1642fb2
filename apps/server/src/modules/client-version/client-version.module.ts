import { defineModule } from '../app-module';
import { createClientVersionRepository } from './client-version.repository';
import { clientVersionRoutes } from './client-version.routes';

export const clientVersionModule = defineModule({
  name: 'client-version',
  setup: (ctx) => ctx.app.register(clientVersionRoutes(createClientVersionRepository(ctx.db), ctx.clock)),
});
