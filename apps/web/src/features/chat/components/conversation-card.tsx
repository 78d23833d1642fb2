import { Badge } from 'antd-mobile';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import type { ChatConversation } from '@app/contract/chat';
import { badgeText } from '../../../lib/badge-text';
import styles from './chat.module.css';
import { serverAddress } from '../../../lib/server-address';

interface ConversationCardProps {
  conversation: ChatConversation;
  onOpen: (conversation: ChatConversation) => void;
}

/** One conversation: the other party, the last message, when, and the caller's unread count. */
export function ConversationCard({ conversation, onOpen }: ConversationCardProps) {
  const unread = badgeText(conversation.unread);
  return (
    <button
      type="button"
      className={styles.conversation}
      onClick={() => onOpen(conversation)}
      data-testid="chat-conversation"
      data-unread={conversation.unread}
    >
      <Badge content={unread} style={{ '--right': '4px', '--top': '4px' }}>
        {conversation.avatar ? (
          <img
            className={styles.avatar}
            src={serverAddress(conversation.avatar)}
            alt={conversation.name}
            width={44}
            height={44}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.avatar} aria-hidden />
        )}
      </Badge>
      <span className={styles.main}>
        <span className={styles.row}>
          <span className={styles.name}>{conversation.name}</span>
          <span className={styles.time}>{formatRelativeTime(conversation.lastTime)}</span>
        </span>
        <span className={styles.row}>
          <span className={styles.last}>{conversation.lastMessage}</span>
        </span>
      </span>
    </button>
  );
}
