import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export interface SecurityHeadersOptions {
  /** Origins allowed to frame our pages besides our own (e.g. a partner's shell); none by default. */
  frameAncestors: string[];
  /** Strict-Transport-Security max-age in seconds; 0 leaves it off (only a deployment behind TLS turns it on). */
  hstsMaxAgeSeconds: number;
  /**
   * Hosts of a hosted widget our pages load (the GeeTest captcha, when configured): allowed for its scripts
   * (it fetches by JSONP), styles, calls, pictures and frames. None by default.
   */
  widgetOrigins?: readonly string[];
}

/**
 * One policy for every response. The app loads its own scripts only; pictures and videos in articles and
 * ads may come from other https hosts; the web-view page frames external https pages; live sockets are ws/wss.
 * Inline styles stay allowed because the UI kit positions popups with style attributes.
 */
async function securityHeadersPlugin(app: FastifyInstance, options: SecurityHeadersOptions) {
  // Pictures and frames already take any https host; the widget's hosts are listed there too, so the
  // widget keeps working if those directives are ever narrowed.
  const widget = options.widgetOrigins ?? [];
  // Built once: @fastify/helmet built the whole helmet middleware again on every request (decision 042).
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...widget],
        styleSrc: ["'self'", "'unsafe-inline'", ...widget],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...widget],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...widget],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'https:', ...widget],
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
  // Nothing in this policy depends on the request (no nonces), so helmet runs once, here, and every response
  // gets the headers it wrote: its chain of eleven middlewares cost a tenth of a cached list request's CPU.
  // Set on the raw response, as helmet did, so a hijacked reply (the assistant's stream) keeps them too.
  const headers = Object.entries(headersWrittenBy(setHeaders));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

type Middleware = (req: never, res: never, next: (error?: unknown) => void) => void;

/** The headers a middleware sets on a response, read by running it once on a recording stand-in. */
export function headersWrittenBy(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failure: unknown;
  middleware({} as never, recorder as never, (error) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
