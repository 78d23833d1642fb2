const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Browsers always send Origin on a WebSocket upgrade, so a page on another site cannot open a socket
 * with a member's cookies or token in our name. Allowed: no Origin (apps, benchmarks, servers), the
 * host the request was made to, and the configured list (the native shell's origins among them); localhost pages only when `allowLocal` is set
 * (development: in production any local web server on a visitor's machine would otherwise pass).
 */
export function isAllowedOrigin(
  origin: string | undefined,
  requestHost: string | undefined,
  allowed: readonly string[],
  allowLocal = false,
): boolean {
  if (origin === undefined || origin === '') return true;
  // Listed origins match as sent: the native shell's capacitor://localhost has no URL origin to compare.
  if (allowed.includes(origin.toLowerCase())) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (requestHost && url.host.toLowerCase() === requestHost.toLowerCase()) return true;
  if (allowLocal && LOCAL_HOSTS.has(url.hostname.toLowerCase())) return true;
  return allowed.includes(url.origin);
}
