import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadResult } from '@app/contract/live';
import { IMAGE_EXTENSIONS, IMAGE_STORED_MAX_BYTES } from '@app/contract/limits';
import { AVATAR_SIZE_PX, MemberCenterMsg } from '@app/contract/member-center';
import { LiveMsg, Msg } from '@app/contract/messages';
import { ValidationError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { matchesExtension, sniffImage } from './image-signature';
import { reencodeImage } from './reencode-image';
import { squareJpeg } from './square-jpeg';

const chinaMonth = (at: Date) => {
  const shifted = new Date(at.getTime() + 8 * 3_600_000);
  return `${shifted.getUTCFullYear()}${String(shifted.getUTCMonth() + 1).padStart(2, '0')}`;
};

/**
 * Chat images: accepted by extension AND file signature, then decoded and written anew (what is stored is
 * only ever pixels we produced), under a generated name.
 */
export function createUploadService(deps: { uploadsDir: string; clock: Clock }) {
  async function store(area: string, extension: string, bytes: Buffer): Promise<string> {
    const folder = path.join(area, chinaMonth(deps.clock.now()));
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    await mkdir(path.join(deps.uploadsDir, folder), { recursive: true });
    await writeFile(path.join(deps.uploadsDir, folder, name), bytes, { flag: 'wx' });
    return `/uploads/${folder.split(path.sep).join('/')}/${name}`;
  }

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

    /** `storedBytes` is what the file takes on disk, for byte budgets (see upload-quota.ts). */
    async saveImage(fileName: string, bytes: Buffer): Promise<{ result: UploadResult; storedBytes: number }> {
      const extension = this.extensionOf(fileName);
      const format = sniffImage(bytes);
      if (!format || !matchesExtension(extension, bytes)) throw new ValidationError(Msg.uploadUnsupported);
      const image = await reencodeImage(bytes, format);
      if (!image) throw new ValidationError(Msg.uploadUnsupported);
      if (image.bytes.length > IMAGE_STORED_MAX_BYTES) throw new ValidationError(LiveMsg.uploadTooLarge);
      return {
        result: {
          url: await store('live', image.extension, image.bytes),
          fileName: path.basename(fileName).slice(0, 200),
        },
        storedBytes: image.bytes.length,
      };
    },

    /**
     * An avatar: the same checks as a chat image (name, signature, decoded anew), then cut to the centred
     * square, scaled to AVATAR_SIZE_PX and written as a JPEG without any metadata. Answers its URL.
     */
    async saveAvatar(fileName: string, bytes: Buffer): Promise<{ url: string; storedBytes: number }> {
      const extension = this.extensionOf(fileName);
      const format = sniffImage(bytes);
      if (!format || !matchesExtension(extension, bytes))
        throw new ValidationError(MemberCenterMsg.avatarInvalid);
      const image = await reencodeImage(bytes, format);
      const square = image ? await squareJpeg(image.bytes, AVATAR_SIZE_PX) : null;
      if (!square) throw new ValidationError(MemberCenterMsg.avatarInvalid);
      return { url: await store('avatar', 'jpg', square), storedBytes: square.length };
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
