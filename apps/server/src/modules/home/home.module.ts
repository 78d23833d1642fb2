import { defineModule } from '../app-module';
import { createSettingsRepository } from './home.repository';
import { homeRoutes } from './home.routes';
import { createHomeService } from './home.service';

export const homeModule = defineModule({
  name: 'home',
  setup: (ctx) =>
    ctx.app.register(
      homeRoutes(
        createHomeService({
          settings: createSettingsRepository(ctx.db),
          nav: ctx.use('nav'),
          teachers: ctx.use('teachers'),
        }),
      ),
    ),
});
