import { LINK_MAX_CHARS } from './limits';

/**
 * A link is safe when it is an in-app path (/pages/...), or an http(s) address; never javascript:,
 * data:, vbscript: or protocol-relative (SPEC §2 http-prefix rule applies to bare hosts on the client).
 */
export function isSafeLink(link: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme: strip them before checking.
  const compact = [...link]
    .filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('')
    .toLowerCase();
  if (compact.length === 0 || compact.length > LINK_MAX_CHARS) return false;
  if (compact.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  if (scheme === undefined) return true;
  return scheme === 'http' || scheme === 'https';
}
