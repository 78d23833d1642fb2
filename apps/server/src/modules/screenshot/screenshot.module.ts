import path from 'node:path';
import { defineModule } from '../app-module';
import { screenshotRoutes } from './screenshot.routes';
import { createScreenshotService } from './screenshot.service';

export const screenshotModule = defineModule({
  name: 'screenshot',
  setup(ctx) {
    const dict = ctx.use('dict');
    const service = createScreenshotService({
      messages: ctx.use('liveMessages'),
      mediaDir: ctx.config.mediaDir,
      uploadsDir: ctx.uploadsDir,
      privateDir: path.join(ctx.config.dataDir, 'private', 'screenshots'),
      signer: ctx.media.signer,
      paid: ctx.media.paid,
      riskTip: async () => (await dict.byType('risk_tip'))[0]?.value ?? null,
    });
    return ctx.app.register(screenshotRoutes(service));
  },
});
