import { mediaPathOf } from './media-path';

/**
 * Rewrites every address in an HLS playlist (segment lines and URI="…" attributes such as EXT-X-MAP)
 * that points into /media/ as a signed link: players resolve segments against the playlist's address,
 * and relative names would lose its signature. Other sites' addresses are left alone.
 */
export function signPlaylist(text: string, playlistPath: string, sign: (pathname: string) => string): string {
  const base = new URL(playlistPath.split('/').map(encodeURIComponent).join('/'), 'http://media.invalid');
  const signOne = (uri: string): string => {
    const trimmed = uri.trim();
    if (!trimmed || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(trimmed)) return uri;
    let resolved: URL;
    try {
      resolved = new URL(trimmed, base);
    } catch {
      return uri;
    }
    const pathname = mediaPathOf(resolved.pathname);
    if (!pathname) return uri;
    const extra = resolved.search ? `&${resolved.search.slice(1)}` : '';
    return `${sign(pathname)}${extra}`;
  };
  return text
    .split(/\r?\n/)
    .map((line) => {
      if (line.startsWith('#'))
        return line.replace(/URI="([^"]*)"/g, (_m, uri: string) => `URI="${signOne(uri)}"`);
      return line.trim() ? signOne(line) : line;
    })
    .join('\n');
}
