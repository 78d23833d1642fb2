import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getToken } from '@app/client-core/session/session';
import { chatServerFrame, type ChatServerFrame } from '@app/contract/chat';
import { CHAT_SOCKET_PATH } from '@app/contract/chat-constants';
import { storage } from '../../../lib/storage';
import { chatKeys, type ChatTarget } from '../api/chat-keys';
import { appendMessage, showsConversation } from './append-chat-message';

/** After a drop, the socket tries again this much later (as the live room does, SPEC §4). */
const RETRY_MS = 10_000;

const socketUrl = () =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${CHAT_SOCKET_PATH}`;

/**
 * Private messages in real time while a message page is open: a new message lands in the open
 * conversation and refreshes the list and the badge; a read on another device refreshes them too.
 */
export function useChatSocket(onFrame?: (frame: ChatServerFrame) => void) {
  const queryClient = useQueryClient();
  const onFrameRef = useRef(onFrame);
  useEffect(() => {
    onFrameRef.current = onFrame;
  });

  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const handle = (frame: ChatServerFrame) => {
      if (frame.type === 'message') {
        queryClient.setQueriesData(
          {
            queryKey: [...chatKeys.all, 'messages'],
            predicate: (query) => showsConversation(query.queryKey[2] as ChatTarget, frame.conversation),
          },
          (data: Parameters<typeof appendMessage>[0]) => appendMessage(data, frame.message),
        );
      }
      if (frame.type === 'message' || frame.type === 'read') {
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
        void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
      }
      onFrameRef.current?.(frame);
    };

    const connect = () => {
      const token = getToken(storage);
      if (!token || stopped) return;
      const ws = new WebSocket(socketUrl());
      socket = ws;
      ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token }));
      ws.onmessage = (event) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(event.data));
        } catch {
          return;
        }
        const frame = chatServerFrame.safeParse(parsed);
        if (!frame.success) return;
        if (frame.data.type === 'error') stopped = true;
        handle(frame.data);
      };
      ws.onclose = () => {
        if (socket === ws) socket = null;
        if (!stopped) retry = setTimeout(connect, RETRY_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [queryClient]);
}
