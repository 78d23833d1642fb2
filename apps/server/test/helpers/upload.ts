import type { UploadResult } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import type { Envelope } from './http';
import type { TestApp } from './test-app';

/** A multipart/form-data body with one file part. */
export function multipart(fileName: string, bytes: Buffer, field = 'file') {
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

/** POSTs one file to the chat image upload; the answer is always HTTP 200 with the envelope. */
export async function uploadFile(
  t: TestApp,
  fileName: string,
  bytes: Buffer,
  options: { token?: string; field?: string; ip?: string } = {},
): Promise<Envelope<UploadResult>> {
  const { payload, contentType } = multipart(fileName, bytes, options.field);
  const response = await t.app.inject({
    method: 'POST',
    url: Api.upload,
    payload,
    headers: {
      'content-type': contentType,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`upload: HTTP ${response.statusCode} ${response.body}`);
  return response.json() as Envelope<UploadResult>;
}
