import { Pages } from '@app/contract/pages';
import { defineModule } from '../app-module';
import { homeFirstScreen } from './home-first-screen';
import { createSettingsRepository } from './home.repository';
import { homeRoutes } from './home.routes';
import { createHomeService } from './home.service';

export const homeModule = defineModule({
  name: 'home',
  setup: (ctx) => {
    const home = createHomeService({
      settings: createSettingsRepository(ctx.db),
      nav: ctx.use('nav'),
      teachers: ctx.use('teachers'),
    });
    const firstScreen = homeFirstScreen(home);
    ctx.app.firstScreens.set('/', firstScreen);
    ctx.app.firstScreens.set(Pages.about, firstScreen);
    return ctx.app.register(homeRoutes(home));
  },
});
