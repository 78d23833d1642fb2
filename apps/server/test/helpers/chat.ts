import WebSocket from 'ws';
import { CHAT_SOCKET_PATH, type ChatServerFrame } from '@app/contract/chat';
import { listeningUrl } from './live';
import { recordFrames, type NextFrame } from './socket-frames';
import type { TestApp } from './test-app';

/** A signed-in private-message socket that records its frames so a test can wait for the one it expects. */
export interface ChatTestSocket {
  frames: ChatServerFrame[];
  next: NextFrame<ChatServerFrame>;
  send(frame: unknown): void;
  closed: Promise<{ code: number }>;
  close(): Promise<void>;
}

export async function openChatSocket(t: TestApp, token?: string): Promise<ChatTestSocket> {
  const ws = new WebSocket(`${await listeningUrl(t)}${CHAT_SOCKET_PATH}`);
  const socket = recordFrames<ChatServerFrame>(ws);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  if (token) {
    socket.send({ type: 'auth', token });
    await socket.next('ready');
  }
  return socket;
}
