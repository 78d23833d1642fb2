import { cachedRead, clearingWrite } from '../../lib/page-cache';
import { defineModule } from '../app-module';
import { createAccessRepository } from './access.repository';
import { accessRoutes } from './access.routes';
import { createAccessService, type AccessService } from './access.service';

declare module '../app-module' {
  interface Services {
    access: AccessService;
  }
}

export const accessModule = defineModule({
  name: 'access',
  async setup(ctx) {
    const { auth: authCache } = ctx.caches;
    const plain = createAccessRepository(ctx.db);
    const service = createAccessService({
      repo: {
        ...plain,
        activeGrants: cachedRead(
          authCache,
          (memberId: number, _now: Date) => `grants:${memberId}`,
          plain.activeGrants,
        ),
        grant: clearingWrite(authCache, plain.grant),
        revoke: clearingWrite(authCache, plain.revoke),
      },
      clock: ctx.clock,
      revocations: ctx.revocations,
    });
    ctx.provide('access', service);
    await ctx.app.register(accessRoutes(service));
  },
});
