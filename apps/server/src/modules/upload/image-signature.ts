import type { IMAGE_EXTENSIONS } from '@app/contract/limits';

export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];
export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'bmp';
type Format = ImageFormat;

const formatOfExtension: Record<ImageExtension, Format> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  bmp: 'bmp',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** The image format named by the file's first bytes, or null when they are no image we accept. */
export function sniffImage(bytes: Uint8Array): Format | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) ||
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])
  )
    return 'gif';
  // BMP: "BM", then a little-endian file size; require the 14-byte header plus a DIB header size we know.
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length >= 18) {
    const dibSize = bytes[14]! | (bytes[15]! << 8) | (bytes[16]! << 16) | (bytes[17]! << 24);
    if ([12, 40, 52, 56, 64, 108, 124].includes(dibSize)) return 'bmp';
  }
  return null;
}

/** True when the name's extension is an accepted image type and the content really is that type. */
export function matchesExtension(extension: string, bytes: Uint8Array): extension is ImageExtension {
  const format = formatOfExtension[extension as ImageExtension] as Format | undefined;
  return format !== undefined && sniffImage(bytes) === format;
}
