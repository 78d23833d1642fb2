import { IMAGE_PROCESS_TIMEOUT_SECONDS } from '@app/contract/limits';
import { loadSharp } from './load-sharp';

/**
 * The centred square of an already re-encoded picture, scaled to size × size, as a JPEG. sharp writes no
 * metadata unless asked (no EXIF, GPS or ICC comments survive); only the first frame of a GIF is used.
 * Null when the bytes cannot be read.
 */
export async function squareJpeg(bytes: Buffer, size: number): Promise<Buffer | null> {
  try {
    const sharp = await loadSharp();
    return await sharp(bytes, { animated: false, failOn: 'error' })
      .resize(size, size, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .timeout({ seconds: IMAGE_PROCESS_TIMEOUT_SECONDS })
      .toBuffer();
  } catch {
    return null;
  }
}
