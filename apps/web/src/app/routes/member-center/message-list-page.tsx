import '../../../i18n/register-chat-catalog';
import { useTranslation } from 'react-i18next';
import type { ChatConversation } from '@app/contract/chat';
import { Pages } from '@app/contract/pages';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { conversationsQueryOptions, useConversations } from '../../../features/chat/api/get-conversations';
import { ConversationCard } from '../../../features/chat/components/conversation-card';
import { useChatSocket } from '../../../features/chat/hooks/use-chat-socket';
import styles from '../../../features/chat/components/chat.module.css';

/** 私信: the caller's conversations, with teachers and (for a teacher) with the members who wrote to them. */
export function MessageListPage() {
  const { t } = useTranslation();
  const list = useConversations();
  // New messages move their conversation up and raise its count while the list is open.
  useChatSocket();

  const open = (conversation: ChatConversation) =>
    appNavigate(withQuery(Pages.messageDetail, { id: conversation.id }));

  return (
    <PageShell title={t('chat.listTitle')}>
      <PagedList
        query={list}
        queryKey={conversationsQueryOptions().queryKey}
        renderItem={(item) => <ConversationCard conversation={item} onOpen={open} />}
        itemKey={(item) => item.id}
        emptyTitle={t('chat.empty')}
        errorTitle={t('chat.failed')}
        listClassName={styles.list}
      />
    </PageShell>
  );
}
