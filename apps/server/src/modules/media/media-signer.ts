import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock';

export type SignatureCheck = 'ok' | 'missing' | 'expired' | 'invalid';

/**
 * Short-lived links to files that are not public: an HMAC over the path and an expiry (unix seconds),
 * carried as `?exp=…&sig=…`. Every server instance must share the key, or a link made by one is refused by
 * another.
 */
export function createMediaSigner(deps: { key: Buffer; clock: Clock }) {
  const mac = (pathname: string, exp: number) =>
    createHmac('sha256', deps.key).update(`${exp}\n${pathname}`).digest('base64url');

  return {
    /**
     * The path with a signature valid for at least `ttlMs`. The expiry is rounded up to `bucketMs`, so the
     * same file gets the same link for a while (the browser's cache and HTTP range requests keep working).
     */
    sign(pathname: string, ttlMs: number, bucketMs = 1000): string {
      const at = deps.clock.now().getTime() + ttlMs;
      return this.signUntil(pathname, Math.ceil((Math.ceil(at / bucketMs) * bucketMs) / 1000));
    },

    /** The path (decoded, as stored) as a URL signed until `exp` (unix seconds). */
    signUntil(pathname: string, exp: number): string {
      const encoded = pathname.split('/').map(encodeURIComponent).join('/');
      return `${encoded}?exp=${exp}&sig=${mac(pathname, exp)}`;
    },

    /** Checks the `exp` and `sig` query values against the (decoded, normalized) path that was asked for. */
    verify(pathname: string, query: URLSearchParams): SignatureCheck {
      const exp = query.get('exp');
      const sig = query.get('sig');
      if (exp === null && sig === null) return 'missing';
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return 'invalid';
      const expected = Buffer.from(mac(pathname, Number(exp)));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(exp) * 1000 > deps.clock.now().getTime() ? 'ok' : 'expired';
    },

    /** Seconds a verified link has left (for Cache-Control max-age). */
    secondsLeft(exp: number): number {
      return Math.max(0, exp - Math.floor(deps.clock.now().getTime() / 1000));
    },
  };
}
export type MediaSigner = ReturnType<typeof createMediaSigner>;
