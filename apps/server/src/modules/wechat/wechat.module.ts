import { createWechatApi } from '../../providers/wechat/wechat-api';
import { defineModule } from '../app-module';
import { createWechatCredentials } from './wechat-credentials';
import { createWechatIdentityRepository } from './wechat-identity.repository';
import { wechatRoutes } from './wechat.routes';
import { createWechatService } from './wechat.service';

/** WeChat web view and mini-program sign-in; without WECHAT_* settings every call says WeChat is not set up. */
export const wechatModule = defineModule({
  name: 'wechat',
  setup(ctx) {
    const service = createWechatService({
      config: ctx.config.wechat,
      api: createWechatApi(ctx.config.wechat.apiBase),
      credentials: createWechatCredentials({ db: ctx.db, clock: ctx.clock }),
      identities: createWechatIdentityRepository(ctx.db),
      accounts: ctx.use('account'),
      clock: ctx.clock,
    });
    return ctx.app.register(wechatRoutes(service));
  },
});
