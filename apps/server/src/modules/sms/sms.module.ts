import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import { createHttpSmsProvider } from '../../providers/sms/http-sms-provider';
import { createOutboxSmsProvider } from '../../providers/sms/outbox-sms-provider';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { createAccountRepository } from '../account/account.repository';
import { defineModule } from '../app-module';
import { createSmsRepository } from './sms.repository';
import { smsRoutes } from './sms.routes';
import { createSmsSendGuard } from './sms-send-guard';
import { createSmsService, type SmsService } from './sms.service';

declare module '../app-module' {
  interface Services {
    sms: SmsService;
  }
}

function createSmsProvider(config: Config, clock: Clock): SmsProvider {
  return config.sms.provider === 'http'
    ? createHttpSmsProvider({ url: config.sms.url, apiKey: config.sms.apiKey })
    : createOutboxSmsProvider({ dataDir: config.dataDir, clock });
}

export const smsModule = defineModule({
  name: 'sms',
  async setup(ctx) {
    const members = createAccountRepository(ctx.db);
    const service = createSmsService({
      repo: createSmsRepository(ctx.db),
      provider: ctx.overrides.sms ?? createSmsProvider(ctx.config, ctx.clock),
      clock: ctx.clock,
      guard: createSmsSendGuard({
        rateLimits: ctx.rateLimits,
        captcha: ctx.use('captcha'),
        globalPerMinute: ctx.config.smsGlobalPerMinute,
      }),
      isMobileRegistered: async (mobile) => (await members.findActiveMemberByMobile(mobile)) !== null,
      onDeliveryFailure: (error) => ctx.log.error({ err: error }, 'SMS delivery failed'),
    });
    ctx.provide('sms', service);
    await ctx.app.register(smsRoutes(service));
  },
});
