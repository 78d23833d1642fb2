import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { encode as encodeBmp } from 'bmp-ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES } from '@app/contract/limits';
import { LiveMsg, Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { UPLOAD_CSP } from '../../src/plugins/upload-headers';
import { login } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { multipart, uploadFile } from '../helpers/upload';

let t: TestApp;
let token: string;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const PNG_SIGNATURE = PNG.subarray(0, 8);

/**
 * A grey PNG of any size. Its pixel data is complete up to `maxRawBytes` (a header-only flood beyond):
 * black pixels compress about a thousandfold, so a complete 49-megapixel picture is a 50 KB upload.
 */
function pngDeclaring(width: number, height: number, maxRawBytes = 4096): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(Math.min(height * (width + 1), maxRawBytes)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 24-bit BMP of `width` × `height` in one colour (bmp-ts takes ABGR pixels). */
function bmp(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i += 1) data.set([0, b, g, r], i * 4);
  return encodeBmp({ width, height, data, bitPP: 24 }).data;
}

const upload = (fileName: string, bytes: Buffer, options: { token?: string; field?: string } = {}) =>
  uploadFile(t, fileName, bytes, options);

async function stored(bytes: Buffer, fileName: string) {
  const res = await upload(fileName, bytes, { token });
  expect(res.code, res.msg).toBe(200);
  const served = await t.app.inject({ method: 'GET', url: res.data?.url ?? '' });
  expect(served.statusCode).toBe(200);
  return { url: res.data?.url as string, served, bytes: served.rawPayload };
}

const refused = { code: 400, msg: Msg.uploadUnsupported };

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t, 'member');
});
afterAll(async () => {
  await t.close();
});

describe('image upload', () => {
  it('stores a real PNG, decoded and written anew, under a generated name', async () => {
    const res = await upload('Chart.PNG', PNG, { token });
    expect(res.code, res.msg).toBe(200);
    expect(res.data?.fileName).toBe('Chart.PNG');
    expect(res.data?.url).toMatch(/^\/uploads\/live\/\d{6}\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: res.data?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('serves stored files so they can never run as a page', async () => {
    const { url, served } = await stored(PNG, 'a.png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(UPLOAD_CSP);
    expect(UPLOAD_CSP).toMatch(/default-src 'none'.*sandbox/);
    expect(served.headers['content-disposition']).toBe(`inline; filename="${path.posix.basename(url)}"`);

    // Whatever else lies in the folder (an older file, one copied in by hand) is a download, not a page.
    const dir = path.join(t.dataDir, 'uploads', 'live');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'page.html'), '<script>alert(1)</script>');
    const page = await t.app.inject({ method: 'GET', url: '/uploads/live/page.html' });
    expect(page.headers['content-disposition']).toBe('attachment; filename="page.html"');
    expect(page.headers['content-security-policy']).toBe(UPLOAD_CSP);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('drops EXIF and other metadata, applying the orientation to the pixels', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#c00' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'GPS 31.2304N 121.4737E' } })
      .toBuffer();
    expect(jpeg.includes(Buffer.from('Exif'))).toBe(true);
    expect(jpeg.includes(Buffer.from('31.2304N'))).toBe(true);
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const { url, bytes } = await stored(jpeg, 'photo.JPG');
    expect(url).toMatch(/\.jpg$/);
    expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    expect(bytes.includes(Buffer.from('31.2304N'))).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Orientation 6 turns the 8×6 picture upright as 6×8.
    expect(meta).toMatchObject({ format: 'jpeg', width: 6, height: 8 });
  });

  it('accepts a GIF named .gif and stores a GIF', async () => {
    const { url, bytes } = await stored(GIF, 'a.gif');
    expect(url).toMatch(/\.gif$/);
    expect((await sharp(bytes).metadata()).format).toBe('gif');
  });

  it('stores a BMP as a PNG of the same picture', async () => {
    const { url, bytes } = await stored(bmp(4, 3, [200, 20, 10]), 'scan.bmp');
    expect(url).toMatch(/\.png$/);
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 4, height: 3 });
    expect([...data.subarray(0, 3)]).toEqual([200, 20, 10]);
    if (info.channels === 4) expect(data[3]).toBe(255);
  });

  it('refuses polyglots: a GIF header followed by script is no picture', async () => {
    const polyglot = Buffer.concat([
      Buffer.from('GIF89a'),
      Buffer.from('<script>alert(document.cookie)</script>'),
    ]);
    expect(await upload('x.gif', polyglot, { token })).toMatchObject(refused);
    // A real picture with a page appended keeps only the picture.
    const tailed = Buffer.concat([PNG, Buffer.from('<html><script>alert(1)</script></html>')]);
    const { bytes } = await stored(tailed, 'tailed.png');
    expect(bytes.includes(Buffer.from('<script'))).toBe(false);
  });

  it('refuses pixel floods from their header, before decoding', async () => {
    const flood = pngDeclaring(50_000, 50_000);
    expect(flood.length).toBeLessThan(1000);
    expect(await upload('flood.png', flood, { token })).toMatchObject(refused);
    // A complete, well-formed picture just over the limit (49 megapixels) is refused all the same.
    const bomb = pngDeclaring(7000, 7000, 7000 * 7001);
    expect(bomb.length).toBeLessThan(IMAGE_UPLOAD_MAX_BYTES / 10);
    expect(await upload('bomb.png', bomb, { token })).toMatchObject(refused);
    const bmpFlood = bmp(2, 2, [0, 0, 0]);
    bmpFlood.writeInt32LE(50_000, 18);
    bmpFlood.writeInt32LE(50_000, 22);
    expect(await upload('flood.bmp', bmpFlood, { token })).toMatchObject(refused);
    // The same kind of file at a sane size goes through: it is the size that is refused.
    expect((await upload('fine.png', pngDeclaring(40, 40), { token })).code).toBe(200);
  });

  it('refuses a text file renamed to .png, wrong extensions and mismatched signatures', async () => {
    expect(await upload('evil.png', Buffer.from('<script>alert(1)</script>'), { token })).toMatchObject(
      refused,
    );
    expect(await upload('page.html', PNG, { token })).toMatchObject(refused);
    expect(await upload('noext', PNG, { token })).toMatchObject(refused);
    expect(await upload('fake.jpg', PNG, { token })).toMatchObject(refused);
    expect(await upload('cut.png', PNG.subarray(0, 40), { token })).toMatchObject(refused);
    expect(await upload('a.png', PNG, { token, field: 'other' })).toMatchObject({ code: 400 });
  });

  it('refuses files over the size limit', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES)]);
    expect(await upload('big.png', big, { token })).toMatchObject({ code: 400, msg: LiveMsg.uploadTooLarge });
  });

  it('requires a login and a well-formed multipart body', async () => {
    expect(await upload('a.png', PNG)).toMatchObject({ code: 401 });
    const json = await t.app.inject({
      method: 'POST',
      url: Api.upload,
      payload: { file: 'x' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json.json()).toMatchObject({ code: 400 });
    const { payload } = multipart('a.png', PNG);
    for (const contentType of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; charset=utf-8',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: Api.upload,
        payload,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      });
      expect(res.statusCode, contentType).toBe(200);
      expect(res.json(), contentType).toMatchObject({ code: 400 });
    }
    // A boundary that never appears in the body: the parser finds no file.
    const wrong = await t.app.inject({
      method: 'POST',
      url: Api.upload,
      payload,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=nothere' },
    });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({ code: 400 });
  });
});
