import type { LoginResult } from '@app/contract/account';
import { Api } from '@app/contract/paths';
import type { ServerSocketMessage } from '@app/contract/socket';
import { LIVE_SOCKET_PATH } from '@app/contract/socket';
import WebSocket from 'ws';
import { client } from './http';
import { recordFrames, type NextFrame } from './socket-frames';
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
  next: NextFrame<ServerSocketMessage>;
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
  const recorder = recordFrames<ServerSocketMessage>(ws);
  if (options.waitOpen !== false) {
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.once('error', reject);
    });
  }
  return { ws, ...recorder, sendRaw: (data) => ws.send(data) };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
