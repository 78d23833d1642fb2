import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_UPLOAD_MAX_BYTES } from '@app/contract/limits';
import type { LiveMessageService, Viewer } from '../live-message/live-message.service';
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

/** Renders selected messages into one SVG under uploads/screenshots/, named by its content hash. */
export function createScreenshotService(deps: {
  messages: LiveMessageService;
  mediaDir: string;
  uploadsDir: string;
  riskTip: () => Promise<string | null>;
}) {
  /** Only our own files are embedded; remote pictures are never fetched (no server-side requests to user URLs). */
  async function resolveImage(src: string): Promise<string | null> {
    const match = /^\/(media|uploads)\/(.+)$/.exec(src);
    if (!match?.[2]) return null;
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
      const folder = path.join(deps.uploadsDir, 'screenshots');
      await mkdir(folder, { recursive: true });
      // Same selection, same picture: an existing file is simply reused.
      await writeFile(path.join(folder, name), svg, { flag: 'w' });
      return { pic: `/uploads/screenshots/${name}` };
    },
  };
}
export type ScreenshotService = ReturnType<typeof createScreenshotService>;
