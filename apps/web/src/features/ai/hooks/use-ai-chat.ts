import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AiAnswerStatus, AiChatRequest, AiCitation, AiStreamEvent } from '@app/contract/ai';
import { ResultCode } from '@app/contract/result-code';
import { aiKeys } from '../api/ai-keys';
import { getAiConversation } from '../api/get-ai-conversation';
import { streamAiAnswer } from '../api/stream-ai-answer';

export interface ChatItem {
  key: string;
  id: number | null;
  role: 'user' | 'assistant';
  content: string;
  citations: AiCitation[];
  status: AiAnswerStatus;
  /** Why an answer broke off (shown under it). */
  error?: string;
}

/** How a question that got no answer ends: its text goes back to the input, and the reason is shown. */
export interface AskFailure {
  question: string;
  reason: 'session' | 'refused' | 'network' | 'failed';
  msg: string;
}

let keySeq = 0;
const nextKey = () => `m${(keySeq += 1)}`;

const answerPlaceholder = (): ChatItem => ({
  key: nextKey(),
  id: null,
  role: 'assistant',
  content: '',
  citations: [],
  status: 'streaming',
});

/**
 * One conversation with the assistant as the page shows it: ask, watch the answer stream in, stop it
 * (the connection closes, so the model stops too), regenerate the last answer, open an earlier
 * conversation or start a new one.
 */
export function useAiChat(options: { onFailure: (failure: AskFailure) => void }) {
  const client = useQueryClient();
  const [conversationId, setConversationId] = useState<number | null>(null);
  const [items, setItems] = useState<ChatItem[]>([]);
  const [streaming, setStreaming] = useState(false);
  const [opening, setOpening] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const onFailure = useRef(options.onFailure);
  useEffect(() => {
    onFailure.current = options.onFailure;
  });
  // Leaving the page stops the answer.
  useEffect(() => () => controller.current?.abort(), []);

  const updateLast = (change: (item: ChatItem) => ChatItem) =>
    setItems((all) => {
      const last = all.at(-1);
      return last && last.role === 'assistant' ? [...all.slice(0, -1), change(last)] : all;
    });

  const run = useCallback(
    async (body: AiChatRequest, question: string, dropOnFailure: number) => {
      const stop = new AbortController();
      controller.current = stop;
      setStreaming(true);
      let said = false;
      let failedMsg: string | null = null;
      // Events of an answer the member left (new chat, another conversation) are not shown.
      const onEvent = (event: AiStreamEvent) => {
        if (controller.current !== stop) return;
        switch (event.type) {
          case 'start':
            setConversationId(event.conversationId);
            setItems((all) => {
              const rest = all.slice(0, -1);
              const question = rest.at(-1);
              const withId =
                question?.role === 'user'
                  ? [...rest.slice(0, -1), { ...question, id: event.questionId }]
                  : rest;
              const last = all.at(-1);
              return last ? [...withId, { ...last, id: event.answerId, citations: event.citations }] : all;
            });
            void client.invalidateQueries({ queryKey: aiKeys.conversations() });
            break;
          case 'delta':
            said = true;
            updateLast((item) => ({ ...item, content: item.content + event.text }));
            break;
          case 'done':
            updateLast((item) => ({ ...item, status: event.status }));
            break;
          case 'error':
            failedMsg = event.msg;
            updateLast((item) => ({ ...item, status: 'error', error: event.msg }));
            break;
        }
      };
      const refusal = await streamAiAnswer(body, onEvent, stop.signal);
      const current = controller.current === stop;
      if (current) controller.current = null;
      setStreaming(false);
      if (!current) return;
      if (stop.signal.aborted) {
        updateLast((item) => (item.status === 'streaming' ? { ...item, status: 'stopped' } : item));
        return;
      }
      const noAnswer = (reason: AskFailure['reason'], msg: string) => {
        setItems((all) => all.slice(0, all.length - dropOnFailure));
        onFailure.current({ question, reason, msg });
      };
      if (refusal?.kind === 'envelope') {
        const session = refusal.code === ResultCode.unauthorized || refusal.code === ResultCode.forbidden;
        noAnswer(session ? 'session' : 'refused', refusal.msg);
      } else if (refusal?.kind === 'network') {
        noAnswer('network', '');
      } else if (failedMsg !== null && !said) {
        noAnswer('failed', failedMsg);
      } else {
        updateLast((item) => (item.status === 'streaming' ? { ...item, status: 'error' } : item));
      }
      void client.invalidateQueries({ queryKey: aiKeys.conversations() });
    },
    [client],
  );

  const ask = useCallback(
    (question: string) => {
      if (controller.current) return;
      setItems((all) => [
        ...all,
        { key: nextKey(), id: null, role: 'user', content: question, citations: [], status: 'done' },
        answerPlaceholder(),
      ]);
      void run({ ...(conversationId ? { conversationId } : {}), content: question }, question, 2);
    },
    [conversationId, run],
  );

  const regenerate = useCallback(() => {
    if (controller.current || !conversationId) return;
    const question = items.findLast((i) => i.role === 'user')?.content ?? '';
    setItems((all) => [...(all.at(-1)?.role === 'assistant' ? all.slice(0, -1) : all), answerPlaceholder()]);
    void run({ conversationId, regenerate: true }, question, 1);
  }, [conversationId, items, run]);

  const stop = useCallback(() => controller.current?.abort(), []);

  /** Leaves the answer being written (the server keeps what was said) without touching what is shown next. */
  const leave = () => {
    controller.current?.abort();
    controller.current = null;
  };

  const startNew = useCallback(() => {
    leave();
    setConversationId(null);
    setItems([]);
  }, []);

  const open = useCallback(async (id: number) => {
    leave();
    setOpening(true);
    try {
      const conversation = await getAiConversation(id);
      setConversationId(conversation.id);
      setItems(
        conversation.messages.map((m) => ({
          key: nextKey(),
          id: m.id,
          role: m.role,
          content: m.content,
          citations: m.citations,
          // An answer cut when its server went away is not still streaming.
          status: m.status === 'streaming' ? 'stopped' : m.status,
        })),
      );
      return true;
    } catch {
      return false;
    } finally {
      setOpening(false);
    }
  }, []);

  return { conversationId, items, streaming, opening, ask, stop, regenerate, startNew, open };
}
