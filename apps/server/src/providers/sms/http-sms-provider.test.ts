import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpSmsProvider } from './http-sms-provider';
import { SmsDeliveryError } from './sms-provider';

/** A local stand-in for the SMS gateway that records requests and answers as told. */
let server: Server;
let url = '';
let received: Array<{ headers: IncomingMessage['headers']; body: unknown }> = [];
let answer: { status: number; body: string } = { status: 200, body: '{"ok":true}' };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms/send`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received = [];
  answer = { status: 200, body: '{"ok":true}' };
});

describe('http SMS provider', () => {
  it('posts mobile, template and code with the bearer API key', async () => {
    await createHttpSmsProvider({ url, apiKey: 'secret-key' }).send({
      mobile: '13800000001',
      code: '123456',
      purpose: 'register',
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.headers.authorization).toBe('Bearer secret-key');
    expect(received[0]?.headers['content-type']).toContain('application/json');
    expect(received[0]?.body).toEqual({
      mobile: '13800000001',
      templateCode: 'register',
      params: { code: '123456' },
    });
  });

  it('fails on a non-2xx answer', async () => {
    answer = { status: 503, body: '{"error":"busy"}' };
    await expect(
      createHttpSmsProvider({ url, apiKey: 'k' }).send({
        mobile: '13800000001',
        code: '1',
        purpose: 'login',
      }),
    ).rejects.toBeInstanceOf(SmsDeliveryError);
  });

  it('fails when the gateway says ok:false', async () => {
    answer = { status: 200, body: '{"ok":false,"reason":"blacklisted"}' };
    await expect(
      createHttpSmsProvider({ url, apiKey: 'k' }).send({
        mobile: '13800000001',
        code: '1',
        purpose: 'login',
      }),
    ).rejects.toThrow('rejected');
  });

  it('fails when the gateway cannot be reached', async () => {
    await expect(
      createHttpSmsProvider({ url: 'http://127.0.0.1:9/unreachable', apiKey: 'k' }).send({
        mobile: '13800000001',
        code: '1',
        purpose: 'login',
      }),
    ).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});
