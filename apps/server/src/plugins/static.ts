import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { firstAnswerKey } from '@app/contract/first-screen';
import { ICON_FOLDER, ICON_SPRITE_PATH } from '@app/contract/icon-sprite';
import { buildIconSprite, type IconSprite } from '../modules/media/icon-sprite';
import { MEDIA_PREFIX } from '../modules/media/media-path';
import type { MediaGate } from '../modules/media/media-gate';
import { normalizePath } from '@app/contract/page-path';
import { isGuestPage } from '@app/contract/pages';
import { createPageCache } from '../lib/page-cache';
import { withFirstScreen, type FirstScreen, type FirstScreenSource } from './first-screen';
import { createSpaPage } from './spa-page';
import { setUploadHeaders, UPLOADS_PREFIX } from './upload-headers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pages the server draws a first screen of, by page path; modules add theirs when set up. */
    firstScreens: Map<string, FirstScreenSource>;
  }
}

export interface StaticOptions {
  webDist: string;
  mediaDir: string;
  uploadsDir: string;
  /** Refuses paid media without a valid signed link; without it every media file is public. */
  mediaGate?: MediaGate;
  /**
   * How long a drawn first screen is reused for the same address (the list pages' micro-cache): a shared
   * article opened by many at once is read and sanitized once per moment, not once per visitor.
   */
  firstScreenCache: { ttlMs: number; maxEntries: number };
  /** API addresses the app reads on every page as a visitor (the footer tabs): answered with each first screen. */
  commonFirstReads?: string[];
}

/** Screenshots are private (served signed by their own route); older ones may still lie in uploads. */
const PRIVATE_UPLOAD_FOLDERS = /^\/?screenshots(\/|$)/i;

const IMMUTABLE = 'public, max-age=31536000, immutable';

const notBuiltPage = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>财经学堂</title>
<style>body{font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f6f7;color:#222;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;padding:32px 28px;max-width:420px;box-shadow:0 2px 12px rgba(0,0,0,.06)}h1{font-size:20px;margin:0 0 12px;color:#e02e24}code{background:#f2f3f5;padding:2px 6px;border-radius:4px}</style>
</head><body><main><h1>网页端尚未构建</h1><p>The web app has not been built yet. Run <code>npm run build</code> in the project root, then restart the server.</p><p>接口服务已正常运行，接口文档见 <a href="/docs">/docs</a>。</p></main></body></html>`;

async function staticPlugin(app: FastifyInstance, options: StaticOptions) {
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  const hasWebApp = existsSync(path.join(options.webDist, 'index.html'));
  await mkdir(options.uploadsDir, { recursive: true });

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      index: false,
      // The build writes .br/.gz beside each text file (apps/web/build/precompress.ts): sent as they are,
      // smaller than on-the-fly compression and without its CPU cost per request.
      preCompressed: true,
      // Hashed bundles never change.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(options.webDist, filePath).split(path.sep).join('/');
        // Everything else keeps its name across deploys (index.html, the first screen's boot script, the
        // icon): revalidated on every use, so a deploy shows up at once.
        reply.header('Cache-Control', relative.startsWith('assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist: options.webDist }, 'web app is not built; serving a placeholder page');
  }

  const nosniff = (reply: FastifyReply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  };
  const gate = options.mediaGate;
  // Its own scope, so the gate's hook runs for /media/ only.
  await app.register(async (media) => {
    if (gate) media.addHook('onRequest', gate.onRequest);
    // The icons folder as one file (built on first use; the folder ships with the server).
    let sprite: Promise<IconSprite> | undefined;
    media.get(ICON_SPRITE_PATH, { schema: { hide: true } }, async (request, reply) => {
      sprite ??= buildIconSprite(path.join(options.mediaDir, ICON_FOLDER.slice(MEDIA_PREFIX.length)));
      const { svg, etag } = await sprite;
      nosniff(reply);
      reply.header('Cache-Control', 'public, max-age=604800').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    });
    await media.register(fastifyStatic, {
      root: options.mediaDir,
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      index: false,
      maxAge: '7d',
      setHeaders: (reply) => {
        nosniff(reply);
        gate?.setHeaders(reply);
      },
    });
  });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    maxAge: '7d',
    allowedPath: (pathname) => !PRIVATE_UPLOAD_FOLDERS.test(pathname),
    setHeaders: (reply, filePath) => setUploadHeaders(reply, filePath),
  });

  const spaPage = hasWebApp ? createSpaPage(options.webDist) : () => notBuiltPage;
  const firstScreens = new Map<string, FirstScreenSource>();
  app.decorate('firstScreens', firstScreens);
  const drawn = createPageCache(options.firstScreenCache);

  /**
   * The visitor's answers to a first screen's reads, asked of the app's own routes in process (decision
   * 054): the very JSON the API would send. A read that does not answer 200 with code 200 is left to the app.
   */
  const readAnswers = async (addresses: string[]): Promise<Map<string, string>> => {
    // Side by side, not one after another: a page's HTML waits for the slowest read, not for their sum.
    const answered = await Promise.all(
      addresses.map(async (address) => ({
        address,
        answer: await app.inject({ method: 'GET', url: address }),
      })),
    );
    return new Map(
      answered
        .filter(({ answer }) => answer.statusCode === 200 && answer.body.startsWith('{"code":200'))
        .map(({ address, answer }) => [firstAnswerKey(address), answer.body]),
    );
  };
  const drawScreen = async (source: FirstScreenSource, url: string): Promise<FirstScreen | null> => {
    const screen = await source(new URL(url, 'http://page').searchParams);
    if (!screen) return null;
    const answers = await readAnswers([...(options.commonFirstReads ?? []), ...(screen.reads ?? [])]);
    return { ...screen, answers };
  };

  /** The page's HTML, with its first screen when it has one; a failed first screen leaves the plain page. */
  const pageHtml = async (reply: FastifyReply): Promise<string> => {
    const url = reply.request.url;
    const page = spaPage(url);
    const source = hasWebApp ? firstScreens.get(normalizePath(url)) : undefined;
    if (!source) return page;
    try {
      const screen = await drawn.get<FirstScreen | null>(url, () => drawScreen(source, url));
      return screen ? withFirstScreen(page, { ...screen, membersOnly: !isGuestPage(url) }) : page;
    } catch (error) {
      reply.request.log.warn({ err: error }, 'first screen not drawn');
      return page;
    }
  };
  app.decorateReply('sendSpa', async function sendSpa(this: FastifyReply) {
    const html = await pageHtml(this);
    return this.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });

  // The app's entry; client routes (/pages/...) reach index.html through the not-found handler.
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendSpa());
}

export const staticFiles = fp(staticPlugin, { name: 'static-files' });
