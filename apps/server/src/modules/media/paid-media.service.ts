import path from 'node:path';
import { MEDIA_URL_BUCKET_MS, MEDIA_URL_TTL_MS } from '@app/contract/limits';
import type { Clock } from '../../lib/clock';
import { MEDIA_PREFIX, mediaPathOf } from './media-path';
import type { MediaSigner } from './media-signer';
import type { PaidMediaRepository } from './paid-media.repository';

interface PaidIndex {
  files: Set<string>;
  /** Folders of paid HLS playlists ("/media/video/live-1/"): their segments are paid too. */
  folders: string[];
  expires: number;
}

/** Comparisons ignore case: a case-folding file system must not open a paid file under another spelling. */
const key = (pathname: string) => pathname.toLowerCase();

function buildIndex(urls: string[], expires: number): PaidIndex {
  const files = new Set<string>();
  const folders = new Set<string>();
  for (const url of urls) {
    const pathname = mediaPathOf(url);
    if (!pathname) continue;
    files.add(key(pathname));
    if (key(pathname).endsWith('.m3u8')) {
      const folder = `${path.posix.dirname(pathname)}/`;
      // A playlist straight in /media/ would make every icon paid; its segments are signed in the playlist.
      if (folder !== MEDIA_PREFIX) folders.add(key(folder));
    }
  }
  return { files, folders: [...folders], expires };
}

/**
 * Which files under /media/ are paid, read from the content that links them (courses, video rooms and
 * replays tied to a module), and the addresses callers get for them: a paid file only ever leaves the
 * server as a signed, expiring link. A file that free content links too is signed for everyone who may
 * see that free content: it is still never public at its plain address.
 */
export function createPaidMedia(deps: {
  repo: PaidMediaRepository;
  signer: MediaSigner;
  clock: Clock;
  indexTtlMs: number;
}) {
  let index: PaidIndex | null = null;
  let loading: Promise<PaidIndex> | null = null;

  async function current(): Promise<PaidIndex> {
    const now = deps.clock.now().getTime();
    if (index && index.expires > now) return index;
    loading ??= deps.repo
      .paidVideoUrls()
      .then((urls) => {
        index = buildIndex(urls, deps.clock.now().getTime() + deps.indexTtlMs);
        return index;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  const service = {
    /** `pathname` as returned by mediaPathOf. */
    async isPaid(pathname: string): Promise<boolean> {
      const { files, folders } = await current();
      const k = key(pathname);
      return files.has(k) || folders.some((folder) => k.startsWith(folder));
    },

    /**
     * The address to hand to a caller who may watch: signed when the file is paid (or the content
     * showing it is), as stored otherwise. Addresses outside /media/ are returned as they are.
     */
    async present(url: string, paidContent: boolean): Promise<string> {
      const pathname = mediaPathOf(url);
      if (!pathname) return url;
      if (!paidContent && !(await service.isPaid(pathname))) return url;
      return service.sign(pathname);
    },
    /** A signed link to `pathname` (as returned by mediaPathOf) for the media link lifetime. */
    sign(pathname: string): string {
      return deps.signer.sign(pathname, MEDIA_URL_TTL_MS, MEDIA_URL_BUCKET_MS);
    },

    /** Same for a nullable field (locked content carries no address at all). */
    async presentNullable(url: string | null, paidContent: boolean): Promise<string | null> {
      return url === null ? null : service.present(url, paidContent);
    },
  };
  return service;
}
export type PaidMedia = ReturnType<typeof createPaidMedia>;
