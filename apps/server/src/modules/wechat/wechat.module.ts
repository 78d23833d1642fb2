import { createWechatApi } from '../../providers/wechat/wechat-api';
import { defineModule } from '../app-module';
import { createWechatLoginBudget } from './login-budget';
import { createWechatCredentials } from './wechat-credentials';
import { createWechatIdentityRepository } from './wechat-identity.repository';
import { wechatRoutes } from './wechat.routes';
import { createWechatService } from './wechat.service';

declare module '../app-module' {
  interface Services {
    /** A member's openid in one of our WeChat apps (payments need it as the payer). */
    wechatOpenids: { of(memberId: number, appId: string): Promise<string | null> };
  }
}

/** WeChat web view and mini-program sign-in; without WECHAT_* settings every call says WeChat is not set up. */
export const wechatModule = defineModule({
  name: 'wechat',
  setup(ctx) {
    const identities = createWechatIdentityRepository(ctx.db);
    ctx.provide('wechatOpenids', { of: (memberId, appId) => identities.openidOf(memberId, appId) });
    const service = createWechatService({
      config: ctx.config.wechat,
      api: createWechatApi(ctx.config.wechat.apiBase),
      credentials: createWechatCredentials({ db: ctx.db, clock: ctx.clock }),
      identities,
      accounts: ctx.use('account'),
      clock: ctx.clock,
    });
    return ctx.app.register(wechatRoutes(service, createWechatLoginBudget(ctx.rateLimits)));
  },
});
