import { isSafeLink } from '@app/contract/safe-link';

export type WebViewTarget = { kind: 'ok'; url: string } | { kind: 'missing' } | { kind: 'refused' };

/**
 * What the web-view page may show for its (already decoded) url parameter (SPEC §2): an address lacking
 * http gets an http prefix, an in-app path is read against the app's own origin, and anything that is
 * not http(s) afterwards — javascript:, data:, vbscript:, protocol-relative — is refused.
 */
export function webViewTarget(raw: string | null | undefined, origin: string): WebViewTarget {
  const link = (raw ?? '').trim();
  if (!link) return { kind: 'missing' };
  if (!isSafeLink(link)) return { kind: 'refused' };
  let candidate: string;
  if (link.startsWith('/')) candidate = `${origin}${link}`;
  else if (/^https?:\/\//i.test(link)) candidate = link;
  else if (/^[a-z][a-z0-9+.-]*:/i.test(link)) return { kind: 'refused' };
  else candidate = `http://${link}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'refused' };
    return { kind: 'ok', url: url.href };
  } catch {
    return { kind: 'refused' };
  }
}
