/** Hosts that only reach the machine the browser runs on. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether WeChat may be used for a page at this address (JS-SDK signature, one-tap login's way back): its
 * origin is one of the configured ones; with none configured (development only, production refuses to
 * start) a page on the developer's own machine. Nothing of the request (Host, X-Forwarded-*) counts: a
 * spoofed Host would otherwise get a signature for, or a login sent back to, another site.
 */
export function isAllowedPage(pageUrl: string, configuredOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (configuredOrigins.length > 0) return configuredOrigins.includes(url.origin);
  return LOOPBACK_HOSTS.has(url.hostname);
}
