import { defineModule } from '../app-module';
import { createHelpRepository } from './help.repository';
import { helpRoutes } from './help.routes';
import { createHelpService } from './help.service';

export const helpModule = defineModule({
  name: 'help',
  setup: (ctx) =>
    ctx.app.register(helpRoutes(createHelpService({ repo: createHelpRepository(ctx.db) }), ctx.searchLimit)),
});
