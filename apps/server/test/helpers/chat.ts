import WebSocket from 'ws';
import { CHAT_SOCKET_PATH, type ChatServerFrame } from '@app/contract/chat';
import { listeningUrl } from './live';
import type { TestApp } from './test-app';

/** A signed-in private-message socket that records its frames so a test can wait for the one it expects. */
export interface ChatTestSocket {
  frames: ChatServerFrame[];
  next<T extends ChatServerFrame['type']>(
    type: T,
    match?: (frame: Extract<ChatServerFrame, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ChatServerFrame, { type: T }>>;
  send(frame: unknown): void;
  closed: Promise<{ code: number }>;
  close(): Promise<void>;
}

export async function openChatSocket(t: TestApp, token?: string): Promise<ChatTestSocket> {
  const ws = new WebSocket(`${await listeningUrl(t)}${CHAT_SOCKET_PATH}`);
  const frames: ChatServerFrame[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as ChatServerFrame);
    for (const wake of waiters.splice(0)) wake();
  });
  ws.on('error', () => undefined);
  const closed = new Promise<{ code: number }>((resolve) => ws.on('close', (code) => resolve({ code })));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const used = new Set<number>();
  const socket: ChatTestSocket = {
    frames,
    send: (frame) => ws.send(JSON.stringify(frame)),
    async next(type, match, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const i = frames.findIndex(
          (f, index) => !used.has(index) && f.type === type && (!match || match(f as never)),
        );
        if (i >= 0) {
          used.add(i);
          return frames[i] as never;
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
  if (token) {
    socket.send({ type: 'auth', token });
    await socket.next('ready');
  }
  return socket;
}
