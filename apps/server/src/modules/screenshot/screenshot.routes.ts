import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@app/contract/envelope';
import { screenshotRequest, screenshotResult } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { ok } from '../../lib/envelope';
import { viewerOfAuth } from '../live-message/live-message.service';
import type { ScreenshotService } from './screenshot.service';

export function screenshotRoutes(screenshots: ScreenshotService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post(
      Api.screenshot,
      {
        config: { writeQuota: 'screenshot' },
        schema: {
          tags: ['common'],
          summary: 'Render shown messages of one room into one shareable image (data.pic)',
          body: screenshotRequest,
          response: { 200: dataEnvelope(screenshotResult) },
        },
      },
      async (request) =>
        ok(await screenshots.render(request.body.liveMessageIds, viewerOfAuth(request.auth))),
    );
  };
}
