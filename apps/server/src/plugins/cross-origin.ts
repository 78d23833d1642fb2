import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCors from '@fastify/cors';
import {
  CROSS_ORIGIN_METHODS,
  CROSS_ORIGIN_REQUEST_HEADERS,
  PREFLIGHT_MAX_AGE_SECONDS,
} from '@app/contract/cross-origin';
import { MEDIA_PREFIX } from '../modules/media/media-path';
import { UPLOADS_PREFIX } from './upload-headers';

export interface CrossOriginOptions {
  /** Exact origins (scheme://host[:port]) whose pages may read our answers; empty: none. */
  origins: string[];
}

/** Where the app's pictures are served: shown by <img> on the native shell's pages. */
const PICTURE_PREFIXES = [MEDIA_PREFIX, UPLOADS_PREFIX];
const isPicturePath = (url: string) => PICTURE_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * CORS for the configured app origins (the native shell's pages call the API on its public address).
 * Another origin gets no CORS header at all, and its preflight is answered like any unknown route.
 * No credentials: members are known by the bearer token the app holds, never by a cookie, so an allowed
 * origin reads only what its own page was already given the token for.
 */
async function crossOriginPlugin(app: FastifyInstance, options: CrossOriginOptions) {
  const allowed = new Set(options.origins);
  await app.register(fastifyCors, {
    // The answer depends on the request's Origin, so the plugin adds `Vary: Origin` to every response.
    origin: (origin, callback) => {
      callback(null, origin !== undefined && allowed.has(origin) ? origin : false);
    },
    credentials: false,
    methods: [...CROSS_ORIGIN_METHODS],
    allowedHeaders: [...CROSS_ORIGIN_REQUEST_HEADERS],
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  });
  if (allowed.size === 0) return;
  // Security headers say same-site for every response; a picture shown by an <img> on the native shell's
  // page (another site) needs cross-origin. Such a request is sent without Origin (no-cors), so the policy
  // cannot follow the origin: it follows the path. These files are public or on a signed link already.
  app.addHook('onRequest', (request, reply, done) => {
    if (isPicturePath(request.url)) reply.raw.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    done();
  });
}

export const crossOrigin = fp(crossOriginPlugin, {
  name: 'cross-origin',
  dependencies: ['security-headers'],
});
