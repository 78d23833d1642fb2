import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadResult } from '@app/contract/live';
import { IMAGE_UPLOAD_MAX_BYTES } from '@app/contract/limits';
import { LiveMsg, Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import type { Envelope } from '../helpers/http';
import { login } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function multipart(fileName: string, bytes: Buffer, field = 'file') {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(fileName: string, bytes: Buffer, options: { token?: string; field?: string } = {}) {
  const { payload, contentType } = multipart(fileName, bytes, options.field);
  const response = await t.app.inject({
    method: 'POST',
    url: Api.upload,
    payload,
    headers: {
      'content-type': contentType,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Envelope<UploadResult>;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t, 'member');
});
afterAll(async () => {
  await t.close();
});

describe('image upload', () => {
  it('stores a real PNG under a generated name and serves it with nosniff', async () => {
    const res = await upload('Chart.PNG', PNG, { token });
    expect(res.code, res.msg).toBe(200);
    expect(res.data?.fileName).toBe('Chart.PNG');
    expect(res.data?.url).toMatch(/^\/uploads\/live\/\d{6}\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: res.data?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('accepts a GIF named .gif', async () => {
    const res = await upload('a.gif', GIF, { token });
    expect(res.data?.url).toMatch(/\.gif$/);
  });

  it('refuses a text file renamed to .png, wrong extensions and mismatched signatures', async () => {
    expect(await upload('evil.png', Buffer.from('<script>alert(1)</script>'), { token })).toMatchObject({
      code: 400,
      msg: Msg.uploadUnsupported,
    });
    expect(await upload('page.html', PNG, { token })).toMatchObject({
      code: 400,
      msg: Msg.uploadUnsupported,
    });
    expect(await upload('noext', PNG, { token })).toMatchObject({ code: 400, msg: Msg.uploadUnsupported });
    expect(await upload('fake.jpg', PNG, { token })).toMatchObject({ code: 400, msg: Msg.uploadUnsupported });
    expect(await upload('a.png', PNG, { token, field: 'other' })).toMatchObject({ code: 400 });
  });

  it('refuses files over the size limit', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES)]);
    expect(await upload('big.png', big, { token })).toMatchObject({ code: 400, msg: LiveMsg.uploadTooLarge });
  });

  it('requires a login and a multipart body', async () => {
    expect(await upload('a.png', PNG)).toMatchObject({ code: 401 });
    const json = await t.app.inject({
      method: 'POST',
      url: Api.upload,
      payload: { file: 'x' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json.json()).toMatchObject({ code: 400 });
  });
});
