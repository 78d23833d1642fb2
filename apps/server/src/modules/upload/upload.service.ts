import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadResult } from '@app/contract/live';
import { IMAGE_EXTENSIONS } from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import { ValidationError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { matchesExtension } from './image-signature';

const chinaMonth = (at: Date) => {
  const shifted = new Date(at.getTime() + 8 * 3_600_000);
  return `${shifted.getUTCFullYear()}${String(shifted.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** Chat images: accepted by extension AND file signature, stored under a generated name. */
export function createUploadService(deps: { uploadsDir: string; clock: Clock }) {
  return {
    extensionOf(fileName: string): string {
      return path.extname(fileName).slice(1).toLowerCase();
    },

    /** Cheap first check on the name alone, before the bytes are read. */
    assertImageName(fileName: string): void {
      const extension = this.extensionOf(fileName);
      if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension))
        throw new ValidationError(Msg.uploadUnsupported);
    },

    async saveImage(fileName: string, bytes: Buffer): Promise<UploadResult> {
      const extension = this.extensionOf(fileName);
      if (!matchesExtension(extension, bytes)) throw new ValidationError(Msg.uploadUnsupported);
      const folder = path.join('live', chinaMonth(deps.clock.now()));
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await mkdir(path.join(deps.uploadsDir, folder), { recursive: true });
      await writeFile(path.join(deps.uploadsDir, folder, name), bytes, { flag: 'wx' });
      return {
        url: `/uploads/${folder.split(path.sep).join('/')}/${name}`,
        fileName: path.basename(fileName).slice(0, 200),
      };
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
