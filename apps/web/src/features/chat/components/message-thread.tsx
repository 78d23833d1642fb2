import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import type { ChatMessage } from '@app/contract/chat';
import { groupMessages } from './group-messages';
import styles from './chat.module.css';

interface MessageThreadProps {
  messages: readonly ChatMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/** The conversation's bubbles, the caller's on the right, with time lines and "earlier messages" on top. */
export function MessageThread({ messages, hasOlder, loadingOlder, onLoadOlder }: MessageThreadProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.thread} data-testid="chat-thread">
      {hasOlder ? (
        <Button
          className={styles.older}
          size="mini"
          fill="none"
          loading={loadingOlder}
          onClick={onLoadOlder}
          data-testid="chat-load-older"
        >
          {t('chat.loadOlder')}
        </Button>
      ) : null}
      {groupMessages(messages).map((item) =>
        item.kind === 'time' ? (
          <span key={item.key} className={styles.separator}>
            {formatRelativeTime(item.dateTime)}
          </span>
        ) : (
          <div
            key={item.key}
            className={`${styles.bubbleRow} ${item.message.mine ? styles.mine : ''}`}
            data-testid="chat-message"
            data-mine={item.message.mine}
          >
            <span className={styles.bubble}>{item.message.content}</span>
          </div>
        ),
      )}
    </div>
  );
}
