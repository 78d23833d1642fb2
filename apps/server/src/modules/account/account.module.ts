import { cachedRead, clearingWrite } from '../../lib/page-cache';
import { thenNotify } from '../../realtime/revocations';
import { defineModule } from '../app-module';
import { createAccountRepository } from './account.repository';
import { accountRoutes } from './account.routes';
import { createAccountService, type AccountService } from './account.service';
import { backOfficeRoutes } from './back-office.routes';

declare module '../app-module' {
  interface Services {
    account: AccountService;
  }
}

export const accountModule = defineModule({
  name: 'account',
  async setup(ctx) {
    const { auth: authCache } = ctx.caches;
    const plain = createAccountRepository(ctx.db);
    // Every member request looks its token up; any change to a member or their sessions (profile,
    // password, logout, cancellation) drops the cache, and ended sessions reach every instance's sockets.
    const repo = {
      ...plain,
      findLiveSession: cachedRead(
        authCache,
        (hash: string, _at: Date) => `session:${hash}`,
        plain.findLiveSession,
      ),
      updateMember: clearingWrite(authCache, plain.updateMember),
      revokeSession: thenNotify(clearingWrite(authCache, plain.revokeSession), (tokenHash) =>
        ctx.revocations.sessionEnded(tokenHash),
      ),
      revokeAllSessions: thenNotify(clearingWrite(authCache, plain.revokeAllSessions), (memberId) =>
        ctx.revocations.memberSignedOut(memberId),
      ),
    };
    const service = createAccountService({
      repo,
      sms: ctx.use('sms'),
      captcha: ctx.use('captcha'),
      rateLimits: ctx.rateLimits,
      clock: ctx.clock,
    });
    ctx.provide('account', service);
    // Later modules add to the member info (commerce: points and access); looked up when a request comes.
    await ctx.app.register(accountRoutes(service, (memberId) => ctx.use('memberInfoExtras')(memberId)));
    await ctx.app.register(backOfficeRoutes(service));
  },
});
