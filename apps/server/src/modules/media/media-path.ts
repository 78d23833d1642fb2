import path from 'node:path';

export const MEDIA_PREFIX = '/media/';

/**
 * The decoded, normalized path of a URL under /media/ ("/media/video/a.mp4"), or null for anything else
 * (another site, another folder, a path that climbs out, bytes that cannot be in a file name). Requests and
 * stored addresses go through the same function, so `/media/video/../video/a.mp4` or `%2e` spellings name
 * the same file as the stored address.
 */
export function mediaPathOf(url: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:|^\/\/|^\\/i.test(url)) return null;
  const raw = url.split(/[?#]/, 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const normalized = path.posix.normalize(decoded);
  return normalized.startsWith(MEDIA_PREFIX) && normalized.length > MEDIA_PREFIX.length ? normalized : null;
}
