import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_UPLOAD_MAX_BYTES, SCREENSHOT_URL_TTL_MS } from '@app/contract/limits';
import type { Viewer } from '../../lib/viewer';
import type { LiveMessageService } from '../live-message/live-message.service';
import { mediaPathOf } from '../media/media-path';
import type { MediaSigner, SignatureCheck } from '../media/media-signer';
import type { PaidMedia } from '../media/paid-media.service';
import { renderScreenshotSvg } from './render-svg';

const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.bmp': 'image/bmp',
};

export const PRODUCT_NAME = '财经学堂';
const FALLBACK_RISK_TIP = '市场有风险，投资需谨慎。';

/** Where screenshot links point; the files themselves live outside the public uploads folder. */
export const SCREENSHOT_URL_PREFIX = '/uploads/screenshots/';
const NAME = /^[0-9a-f]{32}\.svg$/;

/**
 * Renders selected messages into one SVG named by its content hash. Messages of a paid room are
 * members-only, so the picture is kept in a private folder and handed out as a short-lived signed link.
 */
export function createScreenshotService(deps: {
  messages: LiveMessageService;
  mediaDir: string;
  uploadsDir: string;
  /** Not served as static files. */
  privateDir: string;
  signer: MediaSigner;
  paid: Pick<PaidMedia, 'isPaid'>;
  riskTip: () => Promise<string | null>;
}) {
  /** Only our own files are embedded; remote pictures are never fetched (no server-side requests to user URLs). */
  async function resolveImage(src: string): Promise<string | null> {
    const match = /^\/(media|uploads)\/(.+)$/.exec(src);
    if (!match?.[2]) return null;
    if (match[1] === 'media') {
      const pathname = mediaPathOf(src);
      if (!pathname || (await deps.paid.isPaid(pathname))) return null;
    }
    const root = match[1] === 'media' ? deps.mediaDir : deps.uploadsDir;
    const file = path.resolve(root, match[2]);
    if (!file.startsWith(root + path.sep)) return null;
    const mime = MIME[path.extname(file).toLowerCase()];
    if (!mime) return null;
    try {
      if ((await stat(file)).size > IMAGE_UPLOAD_MAX_BYTES) return null;
      return `data:${mime};base64,${(await readFile(file)).toString('base64')}`;
    } catch {
      return null;
    }
  }

  return {
    /** The viewer decides paid rooms: only those who may read the room may picture it. */
    async render(ids: number[], viewer: Viewer): Promise<{ pic: string }> {
      const { room, messages } = await deps.messages.forScreenshot(ids, viewer);
      const svg = await renderScreenshotSvg({
        productName: PRODUCT_NAME,
        roomTitle: room.row.title,
        riskTip: (await deps.riskTip()) ?? FALLBACK_RISK_TIP,
        messages,
        resolveImage,
      });
      const name = `${createHash('sha256').update(svg).digest('hex').slice(0, 32)}.svg`;
      await mkdir(deps.privateDir, { recursive: true });
      // Same selection, same picture: an existing file is simply reused.
      await writeFile(path.join(deps.privateDir, name), svg, { flag: 'w' });
      return { pic: deps.signer.sign(`${SCREENSHOT_URL_PREFIX}${name}`, SCREENSHOT_URL_TTL_MS) };
    },

    /** The picture behind a signed link, or why not. */
    async open(
      name: string,
      query: URLSearchParams,
    ): Promise<{ ok: true; svg: Buffer } | { ok: false; reason: Exclude<SignatureCheck, 'ok'> | 'gone' }> {
      if (!NAME.test(name)) return { ok: false, reason: 'invalid' };
      const check = deps.signer.verify(`${SCREENSHOT_URL_PREFIX}${name}`, query);
      if (check !== 'ok') return { ok: false, reason: check };
      try {
        return { ok: true, svg: await readFile(path.join(deps.privateDir, name)) };
      } catch {
        return { ok: false, reason: 'gone' };
      }
    },
  };
}
export type ScreenshotService = ReturnType<typeof createScreenshotService>;
