import { decode as decodeBmp } from 'bmp-ts';
import type { Sharp } from 'sharp';
import { IMAGE_MAX_INPUT_PIXELS, IMAGE_PROCESS_TIMEOUT_SECONDS } from '@app/contract/limits';
import type { ImageFormat } from './image-signature';
import { loadSharp, type SharpFactory } from './load-sharp';

export interface ReencodedImage {
  bytes: Buffer;
  /** The stored file's extension: the format actually written. */
  extension: 'png' | 'jpg' | 'gif';
  width: number;
  height: number;
}

/** BMP's own header, read before any pixel is allocated: width and height of the bitmap. */
function bmpSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 26) return null;
  const dibSize = bytes.readUInt32LE(14);
  if (dibSize === 12) return { width: bytes.readUInt16LE(18), height: bytes.readUInt16LE(20) };
  return { width: bytes.readInt32LE(18), height: Math.abs(bytes.readInt32LE(22)) };
}

const fitsPixelLimit = (width: number, height: number) =>
  width > 0 && height > 0 && width * height <= IMAGE_MAX_INPUT_PIXELS;

/** sharp (libvips) reads no BMP: decode it here, then let sharp write a PNG from the plain pixels. */
function bmpPipeline(sharp: SharpFactory, bytes: Buffer): Sharp | null {
  const size = bmpSize(bytes);
  if (!size || !fitsPixelLimit(size.width, size.height)) return null;
  const bitmap = decodeBmp(bytes, { toRGBA: true });
  const { data } = bitmap;
  if (bitmap.width !== size.width || data.length !== size.width * size.height * 4) return null;
  // 24-bit bitmaps (and most 32-bit ones) leave the alpha byte 0: that means opaque, not invisible.
  let anyAlpha = false;
  for (let i = 3; i < data.length && !anyAlpha; i += 4) anyAlpha = data[i] !== 0;
  if (!anyAlpha) for (let i = 3; i < data.length; i += 4) data[i] = 255;
  return sharp(data, { raw: { width: size.width, height: size.height, channels: 4 } });
}

/** PNG, JPEG and GIF, checked to really be the format their first bytes claim, written anew in it. */
async function decoded(
  sharp: SharpFactory,
  bytes: Buffer,
  format: Exclude<ImageFormat, 'bmp'>,
): Promise<Sharp | null> {
  const input = sharp(bytes, {
    limitInputPixels: IMAGE_MAX_INPUT_PIXELS,
    animated: format === 'gif',
    failOn: 'error',
  });
  if ((await input.metadata()).format !== format) return null;
  if (format === 'gif') return input.gif();
  // EXIF orientation is applied to the pixels, since the EXIF block itself is dropped.
  return format === 'png' ? input.rotate().png() : input.rotate().jpeg({ quality: 85 });
}

/**
 * Decodes the picture and writes a new file from its pixels alone: anything else the upload carried
 * (metadata, comments, trailing bytes, a second format hidden in the same file) is gone. Pictures over
 * the pixel limit are refused from their header, before decoding. Null: not a picture we can read.
 */
export async function reencodeImage(bytes: Buffer, format: ImageFormat): Promise<ReencodedImage | null> {
  try {
    const sharp = await loadSharp();
    const pipeline =
      format === 'bmp' ? bmpPipeline(sharp, bytes)?.png() : await decoded(sharp, bytes, format);
    if (!pipeline) return null;
    const { data, info } = await pipeline
      .timeout({ seconds: IMAGE_PROCESS_TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
    const extension = format === 'jpeg' ? 'jpg' : format === 'gif' ? 'gif' : 'png';
    return { bytes: data, extension, width: info.width, height: info.height };
  } catch {
    // Undecodable, truncated, over the pixel limit or too slow: all the same to the uploader.
    return null;
  }
}
