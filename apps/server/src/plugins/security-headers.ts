import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export interface SecurityHeadersOptions {
  /** Origins allowed to frame our pages besides our own (e.g. a partner's shell); none by default. */
  frameAncestors: string[];
  /** Strict-Transport-Security max-age in seconds; 0 leaves it off (only a deployment behind TLS turns it on). */
  hstsMaxAgeSeconds: number;
}

/**
 * One policy for every response. The app loads its own scripts only; pictures and videos in articles and
 * ads may come from other https hosts; the web-view page frames external https pages; live sockets are ws/wss.
 * Inline styles stay allowed because the UI kit positions popups with style attributes.
 */
async function securityHeadersPlugin(app: FastifyInstance, options: SecurityHeadersOptions) {
  // Built once: @fastify/helmet built the whole helmet middleware again on every request (decision 042).
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'", ...options.frameAncestors],
      },
    },
    // frame-ancestors decides for browsers that know it; the old header only for those that do not.
    frameguard: options.frameAncestors.length === 0 ? { action: 'sameorigin' } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity:
      options.hstsMaxAgeSeconds > 0 ? { maxAge: options.hstsMaxAgeSeconds, includeSubDomains: true } : false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}

export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
