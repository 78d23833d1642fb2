import { describe, expect, it } from 'vitest';
import { matchesExtension, sniffImage } from './image-signature';

const bytes = (...values: number[]) => Uint8Array.from(values);
const bmp = () => {
  const b = new Uint8Array(26);
  b.set([0x42, 0x4d]);
  b[14] = 40;
  return b;
};

describe('image signatures', () => {
  it('recognizes png, jpeg, gif and bmp', () => {
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffImage(new TextEncoder().encode('GIF89a...'))).toBe('gif');
    expect(sniffImage(bmp())).toBe('bmp');
  });
  it('rejects text, svg, truncated headers and a bare "BM"', () => {
    expect(sniffImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('BM is not a bitmap'))).toBeNull();
    expect(sniffImage(bytes(0x89, 0x50))).toBeNull();
    expect(sniffImage(bytes())).toBeNull();
  });
  it('requires the extension to name the same format', () => {
    expect(matchesExtension('jpg', bytes(0xff, 0xd8, 0xff))).toBe(true);
    expect(matchesExtension('jpeg', bytes(0xff, 0xd8, 0xff))).toBe(true);
    expect(matchesExtension('png', bytes(0xff, 0xd8, 0xff))).toBe(false);
    expect(matchesExtension('svg', new TextEncoder().encode('<svg/>'))).toBe(false);
    expect(matchesExtension('bmp', bmp())).toBe(true);
  });
});
