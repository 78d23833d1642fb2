import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@app/contract/envelope';
import { screenshotRequest, screenshotResult } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { PRIVATE_CACHE_CONTROL } from '@app/contract/limits';
import { ok } from '../../lib/envelope';
import { SCREENSHOT_URL_PREFIX, type ScreenshotService } from './screenshot.service';

/** Like uploads, but the picture embeds its images as data: URIs. */
const SCREENSHOT_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

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
      async (request) => ok(await screenshots.render(request.body.liveMessageIds, await request.viewer())),
    );

    // More specific than the public /uploads/* files, so old screenshots there are never reached either.
    fastify.get<{ Params: { name: string } }>(
      `${SCREENSHOT_URL_PREFIX}:name`,
      { schema: { hide: true } },
      async (request, reply) => {
        const query = new URL(request.url, 'http://screenshot.invalid').searchParams;
        const found = await screenshots.open(request.params.name, query);
        reply.header('Cache-Control', PRIVATE_CACHE_CONTROL).header('X-Content-Type-Options', 'nosniff');
        if (!found.ok) {
          const status = found.reason === 'gone' ? 404 : 403;
          return reply
            .code(status)
            .type('text/plain; charset=utf-8')
            .send(status === 404 ? 'Not Found' : 'Forbidden');
        }
        return reply
          .header('Content-Security-Policy', SCREENSHOT_CSP)
          .header('Content-Disposition', `inline; filename="${request.params.name}"`)
          .type('image/svg+xml')
          .send(found.svg);
      },
    );
  };
}
