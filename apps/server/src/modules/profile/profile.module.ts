import { defineModule } from '../app-module';
import { profileRoutes } from './profile.routes';

/** The member's avatar and bound accounts, over the account and upload services. */
export const profileModule = defineModule({
  name: 'profile',
  setup: (ctx) =>
    ctx.app.register(
      profileRoutes({
        account: ctx.use('account'),
        uploads: ctx.use('uploads'),
        quota: ctx.use('uploadQuota'),
      }),
    ),
});
