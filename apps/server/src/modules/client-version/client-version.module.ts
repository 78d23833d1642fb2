import { cachedRead } from '../../lib/page-cache';
import { defineModule } from '../app-module';
import { createClientVersionRepository, type ClientVersionRepository } from './client-version.repository';
import { clientVersionRoutes } from './client-version.routes';

export const clientVersionModule = defineModule({
  name: 'client-version',
  setup(ctx) {
    const plain = createClientVersionRepository(ctx.db);
    // Every app start asks, and releases are rare: each answer is kept for a moment, as list pages are. On
    // the embedded database the two reads cost about 1.4 ms of CPU per check, which capped the checks at
    // about 670 a second. The latest release is keyed by the second asked about, so a release scheduled
    // for a time shows up at most a second late.
    const cache = ctx.caches.list();
    const repo: ClientVersionRepository = {
      latest: cachedRead(
        cache,
        (platform: string, at: Date) => `latest:${platform}:${Math.floor(at.getTime() / 1000)}`,
        plain.latest,
      ),
      statusOf: cachedRead(
        cache,
        (platform: string, sn: string) => `status:${platform}:${sn}`,
        plain.statusOf,
      ),
    };
    return ctx.app.register(clientVersionRoutes(repo, ctx.clock));
  },
});
