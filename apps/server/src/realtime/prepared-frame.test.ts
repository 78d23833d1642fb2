import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { joinFrames, prepareText, sendFrames } from './prepared-frame';

describe('prepareText', () => {
  it('builds the unmasked text frame for each length encoding', () => {
    for (const text of ['', 'a', 'x'.repeat(125), '盘'.repeat(42), 'y'.repeat(126), 'z'.repeat(70_000)]) {
      const { wire, payload } = prepareText(text);
      const bytes = Buffer.from(text);
      const n = bytes.length;
      // RFC 6455 §5.2: FIN + text opcode, no mask bit, then a 7-bit, 16-bit or 64-bit length.
      const header =
        n <= 125
          ? [0x81, n]
          : n <= 0xffff
            ? [0x81, 126, n >> 8, n & 0xff]
            : [0x81, 127, 0, 0, 0, 0, (n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
      expect(wire.equals(Buffer.concat([Buffer.from(header), bytes]))).toBe(true);
      expect(payload.toString('utf8')).toBe(text);
    }
  });
});

describe('sendFrames', () => {
  let server: WebSocketServer;
  let serverSocket: WebSocket;
  let client: WebSocket;
  const received: string[] = [];
  let arrived: () => void = () => undefined;

  beforeAll(async () => {
    server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const connected = new Promise<WebSocket>((resolve) => server.once('connection', resolve));
    client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
    client.on('message', (data, isBinary) => {
      expect(isBinary).toBe(false);
      received.push(data.toString());
      arrived();
    });
    serverSocket = await connected;
    await new Promise<void>((resolve) => client.once('open', () => resolve()));
  });
  afterAll(async () => {
    client.terminate();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const receive = (count: number) =>
    new Promise<string[]>((resolve) => {
      const check = () => {
        if (received.length >= count) resolve(received.splice(0, count));
      };
      arrived = check;
      check();
    });

  it('puts several frames on a real socket in one write, between ws’s own frames, in order', async () => {
    const frames = ['{"n":1}', 'b'.repeat(300), '{"n":"三"}'].map(prepareText);
    serverSocket.send('before');
    sendFrames(serverSocket, frames, joinFrames(frames));
    serverSocket.send('after');
    expect(await receive(5)).toEqual(['before', '{"n":1}', 'b'.repeat(300), '{"n":"三"}', 'after']);
  });

  it('goes through send() for a socket it cannot write to directly, one payload per frame', () => {
    const sent: string[] = [];
    const fake = {
      readyState: 1,
      send: (data: Buffer) => sent.push(data.toString()),
    } as unknown as WebSocket;
    const frames = ['{"a":1}', '{"b":2}'].map(prepareText);
    sendFrames(fake, frames, joinFrames(frames));
    expect(sent).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('writes nothing to a socket that is not open', () => {
    const sent: unknown[] = [];
    const closing = { readyState: 2, send: (data: unknown) => sent.push(data) } as unknown as WebSocket;
    const frames = [prepareText('{}')];
    sendFrames(closing, frames, joinFrames(frames));
    expect(sent).toEqual([]);
  });
});
