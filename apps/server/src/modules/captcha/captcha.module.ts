import { createGeetestCaptchaProvider } from '../../providers/captcha/geetest-captcha-provider';
import { withTestAnswer } from '../../providers/captcha/test-answer';
import { defineModule } from '../app-module';
import { createCaptchaRepository } from './captcha.repository';
import { captchaRoutes } from './captcha.routes';
import { createCaptchaService, type CaptchaService } from './captcha.service';

declare module '../app-module' {
  interface Services {
    captcha: CaptchaService;
  }
}

export const captchaModule = defineModule({
  name: 'captcha',
  async setup(ctx) {
    const { captchaGenerator } = ctx.overrides;
    const settings = ctx.config.captcha;
    const provider =
      settings?.provider === 'geetest' && settings.geetest
        ? createGeetestCaptchaProvider(settings.geetest)
        : createCaptchaService({
            repo: createCaptchaRepository(ctx.db),
            clock: ctx.clock,
            ...(captchaGenerator ? { generate: captchaGenerator } : {}),
          });
    const service = withTestAnswer(provider, settings?.testAnswer);
    ctx.provide('captcha', service);
    await ctx.app.register(captchaRoutes(service));
  },
});
