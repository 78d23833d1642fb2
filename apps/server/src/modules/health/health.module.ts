import { defineModule } from '../app-module';
import { healthRoutes } from './health.routes';

export const healthModule = defineModule({
  name: 'health',
  setup: ({ app, db }) => app.register(healthRoutes({ db })),
});
