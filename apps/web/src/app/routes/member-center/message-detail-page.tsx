import '../../../i18n/register-chat-catalog';
import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '@app/client-core/request/request-error';
import type { ChatMessage, ChatSendBody } from '@app/contract/chat';
import { Msg } from '@app/contract/messages';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { positiveId } from '../../../lib/positive-id';
import { showToast } from '../../../lib/toast';
import { chatKeys, type ChatTarget } from '../../../features/chat/api/chat-keys';
import { useConversation } from '../../../features/chat/api/get-conversation';
import { useChatMessages } from '../../../features/chat/api/get-chat-messages';
import { useMarkChatRead } from '../../../features/chat/api/mark-chat-read';
import { useSendChatMessage } from '../../../features/chat/api/send-chat-message';
import { ChatComposer } from '../../../features/chat/components/chat-composer';
import { MessageThread } from '../../../features/chat/components/message-thread';
import { appendMessage, showsConversation } from '../../../features/chat/hooks/append-chat-message';
import { useChatSocket } from '../../../features/chat/hooks/use-chat-socket';
import { useTeacherDetail } from '../../../features/teachers/api/get-teacher-detail';

/** The conversation the page names: ?id= (any side) or ?teacherId= (a member's own, maybe not opened yet). */
function useTarget(): ChatTarget | null {
  const [params] = useSearchParams();
  const conversationId = positiveId(params.get('id'));
  const teacherId = positiveId(params.get('teacherId'));
  return useMemo(
    () => (conversationId ? { conversationId } : teacherId ? { teacherId } : null),
    [conversationId, teacherId],
  );
}

/** One conversation: older pages on top, new messages live, a composer that keeps its text on failure. */
export function MessageDetailPage() {
  const { t } = useTranslation();
  const target = useTarget();
  const queryClient = useQueryClient();
  const info = useConversation(target);
  const messages = useChatMessages(target);
  const teacher = useTeacherDetail(
    target && 'teacherId' in target && info.data === null ? target.teacherId : null,
  );
  const markRead = useMarkChatRead();
  const sendMessage = useSendChatMessage();
  const bottomRef = useRef<HTMLDivElement>(null);

  const conversation = info.data ?? null;
  const conversationId = conversation?.id ?? null;
  const unread = conversation?.unread ?? 0;
  useEffect(() => {
    if (conversationId !== null && unread > 0) markRead.mutate(conversationId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per conversation and unread change
  }, [conversationId, unread]);

  useChatSocket((frame) => {
    if (frame.type !== 'message' || !target || !showsConversation(target, frame.conversation)) return;
    if (conversationId === null) void queryClient.invalidateQueries({ queryKey: chatKeys.info(target) });
    // The page is open: what arrives here is read.
    if (!frame.message.mine) markRead.mutate(frame.conversation.id);
  });

  const shown: ChatMessage[] = useMemo(
    () => [...(messages.data?.pages ?? [])].reverse().flatMap((page) => page.rows),
    [messages.data],
  );
  const newestId = shown[shown.length - 1]?.id;
  useEffect(() => {
    bottomRef.current?.scrollIntoView?.({ block: 'end' });
  }, [newestId]);

  const send = async (text: string): Promise<boolean> => {
    if (!target) return false;
    const body: ChatSendBody = { ...target, content: text };
    try {
      const sent = await sendMessage.mutateAsync(body);
      queryClient.setQueryData(chatKeys.messages(target), (data: Parameters<typeof appendMessage>[0]) =>
        appendMessage(data, sent.message),
      );
      if (conversationId === null) queryClient.setQueryData(chatKeys.info(target), sent.conversation);
      return true;
    } catch (error) {
      // The server's own refusals (too long, too fast) say what to do; anything else is SPEC §5's text.
      showToast(isRequestError(error) && error.kind === 'business' ? error.userMessage : Msg.sendFailed);
      return false;
    }
  };

  const title = conversation?.name ?? teacher.data?.name ?? t('chat.detailTitle');
  let body;
  if (!target || info.isError) {
    body =
      info.isError && !(isRequestError(info.error) && info.error.code === 404) ? (
        <LoadError title={t('chat.threadFailed')} onRetry={() => void info.refetch()} />
      ) : (
        <EmptyState title={t('chat.missing')} />
      );
  } else if (messages.isPending) body = <PageLoading />;
  else if (messages.isError)
    body = <LoadError title={t('chat.threadFailed')} onRetry={() => void messages.refetch()} />;
  else
    body = (
      <>
        {shown.length === 0 ? <EmptyState title={t('chat.threadEmpty')} /> : null}
        <MessageThread
          messages={shown}
          hasOlder={messages.hasNextPage}
          loadingOlder={messages.isFetchingNextPage}
          onLoadOlder={() => void messages.fetchNextPage()}
        />
        <div ref={bottomRef} />
      </>
    );

  return (
    <PageShell title={title}>
      {body}
      {target && !info.isError ? <ChatComposer onSend={send} /> : null}
    </PageShell>
  );
}
