import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signPlaylist } from './hls-playlist';
import { MEDIA_PREFIX, mediaPathOf } from './media-path';
import type { MediaSigner } from './media-signer';
import type { PaidMedia } from './paid-media.service';

/** Signed answers may sit in the viewer's own cache until the link runs out, never in a shared one. */
const privateFor = (seconds: number) => `private, max-age=${Math.min(seconds, 3600)}`;

/**
 * Guards /media/: a paid file (and every file in a paid playlist's folder) is served only on a valid
 * signed link; free files pass untouched. Signed playlists are answered here, their segment addresses
 * signed afresh on every read: a player that reads the playlist again keeps playing, while a segment link
 * copied out of it dies within the link lifetime.
 */
export function createMediaGate(deps: { paid: PaidMedia; signer: MediaSigner; mediaDir: string }) {
  const signed = new WeakMap<FastifyRequest, number>();

  const refuse = (reply: FastifyReply, status: 403 | 404) =>
    reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(status === 403 ? 'Forbidden' : 'Not Found');

  return {
    /** onRequest hook of the /media/ routes. */
    async onRequest(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
      const url = new URL(request.url, 'http://media.invalid');
      const pathname = mediaPathOf(url.pathname);
      // What cannot be named safely is not looked up at all.
      if (!pathname) return refuse(reply, 404);
      if (!(await deps.paid.isPaid(pathname))) return undefined;
      if (deps.signer.verify(pathname, url.searchParams) !== 'ok') return refuse(reply, 403);
      const exp = Number(url.searchParams.get('exp'));
      signed.set(request, exp);
      if (!pathname.toLowerCase().endsWith('.m3u8')) return undefined;

      const file = path.join(deps.mediaDir, pathname.slice(MEDIA_PREFIX.length));
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch {
        return refuse(reply, 404);
      }
      return reply
        .header('Cache-Control', 'private, no-cache')
        .header('X-Content-Type-Options', 'nosniff')
        .type('application/vnd.apple.mpegurl')
        .send(signPlaylist(text, pathname, (p) => deps.paid.sign(p)));
    },

    /** setHeaders of the static handler: a file sent on a signed link is cached privately only. */
    setHeaders(reply: FastifyReply): void {
      const exp = signed.get(reply.request);
      if (exp !== undefined) reply.header('Cache-Control', privateFor(deps.signer.secondsLeft(exp)));
    },
  };
}
export type MediaGate = ReturnType<typeof createMediaGate>;
