import type { LoginResult } from '@app/contract/account';
import { Api } from '@app/contract/paths';
import type { ServerSocketMessage } from '@app/contract/socket';
import { LIVE_SOCKET_PATH } from '@app/contract/socket';
import WebSocket from 'ws';
import { client } from './http';
import type { TestApp } from './test-app';

export const demoLogins = {
  member: { username: 'demo', password: 'Demo@2026' },
  teacher: { username: 'teacher', password: 'Teacher@2026' },
} as const;

export async function loginAs(t: TestApp, who: keyof typeof demoLogins): Promise<LoginResult> {
  const res = await client(t.app).post<LoginResult>(Api.accountLogin, demoLogins[who]);
  if (res.code !== 200 || !res.data) throw new Error(`login ${who}: ${res.msg}`);
  return res.data;
}

export async function login(t: TestApp, who: keyof typeof demoLogins): Promise<string> {
  return (await loginAs(t, who)).token;
}

/** A socket that records every frame so a test can wait for the one it expects. */
export interface TestSocket {
  ws: WebSocket;
  frames: ServerSocketMessage[];
  send(frame: unknown): void;
  sendRaw(data: string | Buffer): void;
  next<T extends ServerSocketMessage['type']>(
    type: T,
    match?: (frame: Extract<ServerSocketMessage, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerSocketMessage, { type: T }>>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export async function listeningUrl(t: TestApp): Promise<string> {
  const address = t.app.server.address();
  if (!address || typeof address === 'string') {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  }
  const bound = t.app.server.address();
  if (!bound || typeof bound === 'string') throw new Error('not listening');
  return `ws://127.0.0.1:${bound.port}`;
}

export async function openSocket(
  t: TestApp,
  liveId: number | string,
  options: { origin?: string; waitOpen?: boolean } = {},
): Promise<TestSocket> {
  const base = await listeningUrl(t);
  const ws = new WebSocket(`${base}${LIVE_SOCKET_PATH}/${liveId}`, {
    ...(options.origin ? { origin: options.origin } : {}),
  });
  const frames: ServerSocketMessage[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as ServerSocketMessage);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  ws.on('error', () => undefined);
  if (options.waitOpen !== false) {
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.once('error', reject);
    });
  }
  // Each frame is handed out once, in arrival order, to the first wait that matches it.
  const used = new Set<number>();
  return {
    ws,
    frames,
    send: (frame) => ws.send(JSON.stringify(frame)),
    sendRaw: (data) => ws.send(data),
    async next(type, match, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        for (let i = 0; i < frames.length; i += 1) {
          const frame = frames[i] as ServerSocketMessage;
          if (!used.has(i) && frame.type === type && (!match || match(frame as never))) {
            used.add(i);
            return frame as never;
          }
        }
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    closed,
    async close() {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await closed;
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
